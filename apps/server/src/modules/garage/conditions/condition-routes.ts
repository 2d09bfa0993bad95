// The condition calls of spec part 2 section 7, served under /api/ with the spec's leading
// `api/` dropped: spec `api/condition/set-next` is `PUT /api/condition/set-next`.
import type { FastifyInstance } from 'fastify';
import {
  advanceByConditionInterval,
  disableCondition,
  dismissAlert,
  enableCondition,
  resolveAlert,
  setNext,
} from '@ignite/domain/contract/garage';
import { registerEndpoint } from '../../../core/endpoint-route.ts';
import type { ConditionService } from './condition-service.ts';

export function registerConditionRoutes(
  app: FastifyInstance,
  { service: conditions }: { service: ConditionService },
) {
  registerEndpoint(app, advanceByConditionInterval, async ({ body, user }) =>
    conditions.advance(user.userId, body),
  );
  registerEndpoint(app, setNext, async ({ body, user }) => conditions.setNext(user.userId, body));
  registerEndpoint(app, resolveAlert, async ({ body, user }) =>
    conditions.resolveAlert(user.userId, body),
  );
  registerEndpoint(app, dismissAlert, async ({ body, user }) =>
    conditions.dismissAlert(user.userId, body),
  );
  registerEndpoint(app, enableCondition, async ({ body, user }) =>
    conditions.enable(user.userId, body),
  );
  registerEndpoint(app, disableCondition, async ({ body, user }) =>
    conditions.disable(user.userId, body),
  );
}
