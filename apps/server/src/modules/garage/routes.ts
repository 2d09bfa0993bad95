import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  myGarageResultSchema,
  odometerUpdateSchema,
  resetVehicleSchema,
  successResultSchema,
  vehicleConditionResultSchema,
  vehicleDetailsUpdateSchema,
} from '@ignite/domain/garage/garage-api';
import { vehiclePathSchema } from '@ignite/domain/vehicle';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../http-errors.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { ok } from '../../result.ts';
import { NOT_AUTHORISED } from '../vehicles/routes.ts';
import { registerConditionRoutes } from './condition-routes.ts';
import { errorResponses, garageRoute } from './route-schemas.ts';
import { registerScheduleRoutes } from './schedule-routes.ts';
import { createGarageService } from './service.ts';

export function registerGarageRoutes(app: FastifyInstance, db: Database, clock: Clock) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const garage = createGarageService(db, clock);
  registerConditionRoutes(app, db, clock);
  registerScheduleRoutes(app, db, clock);

  r.get('/api/consumer/:organisationConsumerId/my-garage/:vehicleId', {
    schema: {
      ...garageRoute,
      description: 'The My Garage view model in one request (spec part 2 section 3).',
      params: vehiclePathSchema,
      response: { 200: myGarageResultSchema, ...errorResponses },
    },
    onRequest: app.authenticate,
    handler: async (request) => {
      const user = currentUser(request);
      if (request.params.organisationConsumerId !== user.organisationConsumerId) {
        throw forbidden(NOT_AUTHORISED);
      }
      return ok(await garage.myGarage(user.userId, request.params.vehicleId));
    },
  });

  r.put('/api/vehicle/odometer', {
    schema: {
      ...garageRoute,
      description: 'Set the odometer: whole km, 0 to 2,000,000, not below the current reading.',
      body: odometerUpdateSchema,
      response: { 200: successResultSchema, ...errorResponses },
    },
    onRequest: app.authenticate,
    handler: async (request) =>
      ok(await garage.setOdometer(currentUser(request).userId, request.body)),
  });

  r.put('/api/vehicle', {
    schema: {
      ...garageRoute,
      description: 'Update the vehicle details; answers the recomputed conditions and score.',
      body: vehicleDetailsUpdateSchema,
      response: { 200: vehicleConditionResultSchema, ...errorResponses },
    },
    onRequest: app.authenticate,
    handler: async (request) =>
      ok(await garage.updateDetails(currentUser(request).userId, request.body)),
  });

  r.put('/api/vehicle/reset-vehicle', {
    schema: {
      ...garageRoute,
      description:
        'Reset the details the owner entered: nickname, usage, annual km; asks for the odometer again.',
      body: resetVehicleSchema,
      response: { 200: successResultSchema, ...errorResponses },
    },
    onRequest: app.authenticate,
    handler: async (request) =>
      ok(await garage.resetVehicle(currentUser(request).userId, request.body.vehicleId)),
  });
}
