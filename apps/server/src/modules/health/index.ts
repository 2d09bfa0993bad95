// The health module's public face, for the wiring.
export { registerHealthRoutes } from './routes.ts';
export { createHealthService } from './service.ts';
