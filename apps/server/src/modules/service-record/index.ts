// The service-record module's public face (issue 19): the wiring registers its routes.
export type { ServiceRecordDeps } from './service-record-deps.ts';
export { registerServiceRecordRoutes } from './routes.ts';
