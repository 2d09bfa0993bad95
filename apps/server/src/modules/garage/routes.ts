import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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

/** What a route's serializer wrote, as the bytes to send (ours writes strings). */
function jsonBytes(serialized: string | ArrayBuffer | Buffer): Buffer {
  if (typeof serialized === 'string') return Buffer.from(serialized);
  return Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized);
}

export function registerGarageRoutes(app: FastifyInstance, db: Database, clock: Clock) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const garage = createGarageService(db, clock);
  registerConditionRoutes(app, db, clock);
  registerScheduleRoutes(app, db, clock);

  r.get<{ Params: z.infer<typeof vehiclePathSchema>; Reply: Buffer }>(
    '/api/consumer/:organisationConsumerId/my-garage/:vehicleId',
    {
      schema: {
        ...garageRoute,
        description: 'The My Garage view model in one request (spec part 2 section 3).',
        params: vehiclePathSchema,
        response: { 200: myGarageResultSchema, ...errorResponses },
      },
      onRequest: app.authenticate,
      handler: async (request, reply) => {
        const user = currentUser(request);
        if (request.params.organisationConsumerId !== user.organisationConsumerId) {
          throw forbidden(NOT_AUTHORISED);
        }
        // The answer is written by this route's own serializer, and often comes already written
        // from the garage's cache: JSON bytes are sent as they are.
        const body = await garage.myGarageAnswer(user.userId, request.params.vehicleId, (model) =>
          jsonBytes(reply.serialize(ok(model))),
        );
        return reply.type('application/json; charset=utf-8').send(body);
      },
    },
  );

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
