import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResultSchema } from '@ignite/domain/result';
import { vehiclePathSchema, vehicleResultSchema } from '@ignite/domain/vehicle';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../http-errors.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { ok } from '../../result.ts';
import { loadVehicleCondition } from '../garage/vehicle-condition.ts';
import { findOwnedVehicle } from './repository.ts';
import { toVehicle } from './vehicle-view.ts';

export const NOT_AUTHORISED = 'You are not authorised to access the requested content';
export const VEHICLE_NOT_FOUND = 'Vehicle not found';

export function registerVehicleRoutes(app: FastifyInstance, db: Database, clock: Clock) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/consumer/:organisationConsumerId/vehicles/:vehicleId', {
    schema: {
      tags: ['garage'],
      security: [{ bearer: [] }],
      params: vehiclePathSchema,
      response: {
        200: vehicleResultSchema,
        400: errorResultSchema,
        401: errorResultSchema,
        403: errorResultSchema,
        404: errorResultSchema,
      },
    },
    onRequest: app.authenticate,
    handler: async (request) => {
      const user = currentUser(request);
      if (request.params.organisationConsumerId !== user.organisationConsumerId) {
        throw forbidden(NOT_AUTHORISED);
      }
      const found = await findOwnedVehicle(db, user.userId, request.params.vehicleId);
      if (!found) throw notFound(VEHICLE_NOT_FOUND);
      const now = clock();
      const condition = await loadVehicleCondition(db, found.vehicle, now);
      return ok(toVehicle(found.vehicle, found.appName, now, condition));
    },
  });
}
