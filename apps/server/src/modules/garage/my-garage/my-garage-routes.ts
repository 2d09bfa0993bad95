// GET my-garage: the whole view model in one call (a path of ours: the spec shows none).
import type { FastifyInstance } from 'fastify';
import { myGarage } from '@ignite/domain/contract/garage';
import { assertOwnConsumer } from '../../../core/access.ts';
import { registerEndpoint, SENT_BY_HANDLER } from '../../../core/endpoint-route.ts';
import { jsonBytes, ok } from '../../../core/result.ts';
import type { MyGarageService } from './my-garage-service.ts';

export function registerMyGarageRoutes(
  app: FastifyInstance,
  { service }: { service: MyGarageService },
) {
  registerEndpoint(app, myGarage, async ({ params, user, reply }) => {
    assertOwnConsumer(user, params.organisationConsumerId);
    // The answer is written by this route's own serializer, and often comes already written
    // from the garage's cache: JSON bytes are sent as they are.
    const body = await service.myGarageAnswer(user.userId, params.vehicleId, (model) =>
      jsonBytes(reply.serialize(ok(model))),
    );
    void reply.type('application/json; charset=utf-8').send(body);
    return SENT_BY_HANDLER;
  });
}
