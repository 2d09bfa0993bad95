// The demo module's public face, for the wiring.
export { createDemoRepository } from './repository.ts';
export { registerDemoRoutes } from './routes.ts';
export { createDemoService } from './service.ts';
