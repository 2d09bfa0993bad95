// Every garage call, each sub-area registering its own with its service.
import type { FastifyInstance } from 'fastify';
import { registerConditionRoutes } from './conditions/condition-routes.ts';
import type { ConditionService } from './conditions/condition-service.ts';
import { registerMyGarageRoutes } from './my-garage/my-garage-routes.ts';
import type { MyGarageService } from './my-garage/my-garage-service.ts';
import { registerScheduleRoutes } from './schedule/schedule-routes.ts';
import type { ScheduleService } from './schedule/schedule-service.ts';
import { registerVehicleRoutes } from './vehicle/vehicle-routes.ts';
import type { VehicleService } from './vehicle/vehicle-service.ts';

export type GarageServices = {
  vehicles: VehicleService;
  myGarage: MyGarageService;
  conditions: ConditionService;
  schedules: ScheduleService;
};

export function registerGarageRoutes(app: FastifyInstance, services: GarageServices) {
  registerVehicleRoutes(app, { service: services.vehicles });
  registerMyGarageRoutes(app, { service: services.myGarage });
  registerConditionRoutes(app, { service: services.conditions });
  registerScheduleRoutes(app, { service: services.schedules });
}
