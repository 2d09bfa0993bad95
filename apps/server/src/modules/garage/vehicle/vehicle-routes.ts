import type { FastifyInstance } from 'fastify';
import { vehicle } from '@ignite/domain/contract/garage';
import type { Clock } from '../../../core/clock.ts';
import { assertOwnConsumer } from '../../../core/access.ts';
import { registerEndpoint } from '../../../core/endpoint-route.ts';
import { requireOwnedVehicle } from '../../../core/owned-vehicle.ts';
import type { Database } from '../../../db/client.ts';
import { loadVehicleCondition } from '../conditions/vehicle-condition.ts';
import { toVehicle } from './vehicle-view.ts';

export function registerVehicleRoutes(app: FastifyInstance, db: Database, clock: Clock) {
  registerEndpoint(app, vehicle, async ({ params, user }) => {
    assertOwnConsumer(user, params.organisationConsumerId);
    const found = await requireOwnedVehicle(db, user.userId, params.vehicleId);
    const now = clock();
    const condition = await loadVehicleCondition(db, found.vehicle, now);
    return toVehicle(found.vehicle, found.appName, now, condition);
  });
}
