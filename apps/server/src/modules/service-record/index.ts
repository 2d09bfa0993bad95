// The service-record module's public face: the wiring creates its repository and service and
// registers its routes.
export { registerServiceRecordRoutes } from './routes.ts';
export { createServiceRecordRepository } from './service-record-repository.ts';
export { createServiceRecordService } from './service-record-service.ts';
