// The garage's public face: what the wiring (modules/index.ts) and other modules may use.
// Everything else in this folder is the garage's own.
export { createConditionRepository } from './conditions/condition-repository.ts';
export { createConditionService } from './conditions/condition-service.ts';
export { createMyGarageRepository } from './my-garage/my-garage-repository.ts';
export { createMyGarageService, type MyGarageService } from './my-garage/my-garage-service.ts';
export { type GarageServices, registerGarageRoutes } from './routes.ts';
export { createScheduleService } from './schedule/schedule-service.ts';
export { createVehicleRepository } from './vehicle/vehicle-repository.ts';
export { createVehicleService, type VehicleService } from './vehicle/vehicle-service.ts';
