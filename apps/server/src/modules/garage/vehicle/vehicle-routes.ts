// The vehicle calls: the caller's own vehicle (spec part 2 section 3, Vehicle), and the set
// odometer, details and reset calls of spec part 2 section 7.
import type { FastifyInstance } from 'fastify';
import { resetVehicle, setOdometer, updateVehicle, vehicle } from '@ignite/domain/contract/garage';
import { assertOwnConsumer } from '../../../core/access.ts';
import { registerEndpoint } from '../../../core/endpoint-route.ts';
import type { VehicleService } from './vehicle-service.ts';

export function registerVehicleRoutes(
  app: FastifyInstance,
  { service: vehicles }: { service: VehicleService },
) {
  registerEndpoint(app, vehicle, async ({ params, user }) => {
    assertOwnConsumer(user, params.organisationConsumerId);
    return vehicles.getVehicle(user.userId, params.vehicleId);
  });

  registerEndpoint(app, setOdometer, async ({ body, user }) =>
    vehicles.setOdometer(user.userId, body),
  );

  registerEndpoint(app, updateVehicle, async ({ body, user }) =>
    vehicles.updateDetails(user.userId, body),
  );

  registerEndpoint(app, resetVehicle, async ({ body, user }) =>
    vehicles.resetVehicle(user.userId, body.vehicleId),
  );
}
