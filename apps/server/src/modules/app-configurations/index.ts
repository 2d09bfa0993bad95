// The app-configurations module's public face: its factories and routes for the wiring, and
// the browser's view of an app, which the launch answers with.
export { createAppConfigurationRepository } from './repository.ts';
export { registerAppConfigurationRoutes } from './routes.ts';
export { createAppConfigurationService } from './service.ts';
export { toAppConfiguration } from './view.ts';
