// The condition calls of spec part 2 section 7 (DESIGN.md "HTTP layout": spec
// `api/condition/set-next` is `PUT /api/condition/set-next`).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  advancedConditionResultSchema,
  conditionRefSchema,
  conditionResultSchema,
  conditionToggleSchema,
  setNextSchema,
} from '@ignite/domain/garage/condition-api';
import { vehicleConditionResultSchema } from '@ignite/domain/garage/garage-api';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { ok } from '../../result.ts';
import { createConditionService } from './condition-service.ts';
import { errorResponses, garageRoute } from './route-schemas.ts';

export function registerConditionRoutes(app: FastifyInstance, db: Database, clock: Clock) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const conditions = createConditionService(db, clock);

  r.put('/api/condition/advance-by-condition-interval', {
    schema: {
      ...garageRoute,
      description:
        'Mark done: service moves to the next interval of its schedule; the others advance by ' +
        'their interval from today. Writes and answers a history item.',
      body: conditionRefSchema,
      response: { 200: advancedConditionResultSchema, ...errorResponses },
    },
    onRequest: app.authenticate,
    handler: async (request) =>
      ok(await conditions.advance(currentUser(request).userId, request.body)),
  });

  r.put('/api/condition/set-next', {
    schema: {
      ...garageRoute,
      description:
        'Set the next reminder, at noon in the dealership’s zone. advanceFromToday true: ' +
        'nextDate is the next reminder (today or later). false: nextDate is when it was last ' +
        'done (today or earlier) and the reminder is one interval later.',
      body: setNextSchema,
      response: { 200: conditionResultSchema, ...errorResponses },
    },
    onRequest: app.authenticate,
    handler: async (request) =>
      ok(await conditions.setNext(currentUser(request).userId, request.body)),
  });

  r.post('/api/condition/resolve-alert', {
    schema: {
      ...garageRoute,
      description: 'The issue or recall is fixed: clears the alert and writes a history item.',
      body: conditionRefSchema,
      response: { 200: conditionResultSchema, ...errorResponses },
    },
    onRequest: app.authenticate,
    handler: async (request) =>
      ok(await conditions.resolveAlert(currentUser(request).userId, request.body)),
  });

  r.post('/api/condition/dismiss-alert', {
    schema: {
      ...garageRoute,
      description: 'Hides the alert: it stops counting (state, score) until it is resolved.',
      body: conditionRefSchema,
      response: { 200: conditionResultSchema, ...errorResponses },
    },
    onRequest: app.authenticate,
    handler: async (request) =>
      ok(await conditions.dismissAlert(currentUser(request).userId, request.body)),
  });

  r.post('/api/condition/enable', {
    schema: {
      ...garageRoute,
      description: 'Switch a condition monitor on; answers every condition and the new score.',
      body: conditionToggleSchema,
      response: { 200: vehicleConditionResultSchema, ...errorResponses },
    },
    onRequest: app.authenticate,
    handler: async (request) =>
      ok(await conditions.enable(currentUser(request).userId, request.body)),
  });

  r.post('/api/condition/disable', {
    schema: {
      ...garageRoute,
      description:
        'Switch a condition monitor off where the app lets the user; answers every condition ' +
        'and the new score.',
      body: conditionToggleSchema,
      response: { 200: vehicleConditionResultSchema, ...errorResponses },
    },
    onRequest: app.authenticate,
    handler: async (request) =>
      ok(await conditions.disable(currentUser(request).userId, request.body)),
  });
}
