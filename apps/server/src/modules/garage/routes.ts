import type { FastifyInstance } from 'fastify';
import { myGarage, resetVehicle, setOdometer, updateVehicle } from '@ignite/domain/contract/garage';
import type { Clock } from '../../core/clock.ts';
import { assertOwnConsumer } from '../../core/access.ts';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { Database } from '../../db/client.ts';
import { ok } from '../../core/result.ts';
import { registerConditionRoutes } from './conditions/condition-routes.ts';
import { registerScheduleRoutes } from './schedule/schedule-routes.ts';
import { createGarageService } from './my-garage/my-garage-service.ts';

/** What a route's serializer wrote, as the bytes to send (ours writes strings). */
function jsonBytes(serialized: string | ArrayBuffer | Buffer): Buffer {
  if (typeof serialized === 'string') return Buffer.from(serialized);
  return Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized);
}

export function registerGarageRoutes(app: FastifyInstance, db: Database, clock: Clock) {
  const garage = createGarageService(db, clock);
  registerConditionRoutes(app, db, clock);
  registerScheduleRoutes(app, db, clock);

  registerEndpoint(app, myGarage, async ({ params, user, reply }) => {
    assertOwnConsumer(user, params.organisationConsumerId);
    // The answer is written by this route's own serializer, and often comes already written
    // from the garage's cache: JSON bytes are sent as they are.
    const body = await garage.myGarageAnswer(user.userId, params.vehicleId, (model) =>
      jsonBytes(reply.serialize(ok(model))),
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });

  registerEndpoint(app, setOdometer, async ({ body, user }) =>
    garage.setOdometer(user.userId, body),
  );

  registerEndpoint(app, updateVehicle, async ({ body, user }) =>
    garage.updateDetails(user.userId, body),
  );

  registerEndpoint(app, resetVehicle, async ({ body, user }) =>
    garage.resetVehicle(user.userId, body.vehicleId),
  );
}
