import type { FastifyInstance } from 'fastify';
import { NOT_AUTHORISED } from '@ignite/domain/api-messages';
import { vehicle } from '@ignite/domain/contract/garage';
import type { Clock } from '../../clock.ts';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { Database } from '../../db/client.ts';
import { forbidden, notFound } from '../../http-errors.ts';
import { loadVehicleCondition } from '../garage/vehicle-condition.ts';
import { findOwnedVehicle } from './repository.ts';
import { toVehicle } from './vehicle-view.ts';

export { NOT_AUTHORISED };
export const VEHICLE_NOT_FOUND = 'Vehicle not found';

export function registerVehicleRoutes(app: FastifyInstance, db: Database, clock: Clock) {
  registerEndpoint(app, vehicle, async ({ params, user }) => {
    if (params.organisationConsumerId !== user.organisationConsumerId) {
      throw forbidden(NOT_AUTHORISED);
    }
    const found = await findOwnedVehicle(db, user.userId, params.vehicleId);
    if (!found) throw notFound(VEHICLE_NOT_FOUND);
    const now = clock();
    const condition = await loadVehicleCondition(db, found.vehicle, now);
    return toVehicle(found.vehicle, found.appName, now, condition);
  });
}
