// The safety module's public face: the wiring creates its service and registers its routes.
export { createShareLinkRepository } from './share-link-repository.ts';
export { createShareLinkService } from './share-link-service.ts';
export { registerSafetyRoutes } from './routes.ts';
