// The service-schedule calls of spec part 2 section 7; each answers the schedule as it now is.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  serviceScheduleResultSchema,
  setActiveServiceIntervalSchema,
  setServiceIntervalStateSchema,
  updateServiceIntervalSchema,
  updateServiceScheduleSchema,
} from '@ignite/domain/garage/condition-api';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { ok } from '../../result.ts';
import { errorResponses, garageRoute } from './route-schemas.ts';
import { createScheduleService } from './schedule-service.ts';

export function registerScheduleRoutes(app: FastifyInstance, db: Database, clock: Clock) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schedules = createScheduleService(db, clock);
  const response = { 200: serviceScheduleResultSchema, ...errorResponses };

  r.put('/api/vehicle/update-service-schedule', {
    schema: {
      ...garageRoute,
      description:
        'Choose the next service interval. Later done intervals go back to not done; a ' +
        'dealer-marked one cannot, and refuses the whole choice.',
      body: updateServiceScheduleSchema,
      response,
    },
    onRequest: app.authenticate,
    handler: async (request) =>
      ok(await schedules.updateServiceSchedule(currentUser(request).userId, request.body)),
  });

  r.put('/api/vehicle/update-service-interval', {
    schema: {
      ...garageRoute,
      description:
        'Mark an interval done (1) or not done (0); the same rule as set-service-interval-state.',
      body: updateServiceIntervalSchema,
      response,
    },
    onRequest: app.authenticate,
    handler: async (request) => {
      const { vehicleId, interval } = request.body;
      const change = { vehicleId, ...interval };
      return ok(await schedules.setIntervalState(currentUser(request).userId, change));
    },
  });

  r.post('/api/serviceschedule/set-service-interval-state', {
    schema: {
      ...garageRoute,
      description: 'Mark an interval done (1) or not done (0); only the dealership marks 2.',
      body: setServiceIntervalStateSchema,
      response,
    },
    onRequest: app.authenticate,
    handler: async (request) =>
      ok(await schedules.setIntervalState(currentUser(request).userId, request.body)),
  });

  r.put('/api/serviceschedule/set-active-service-interval', {
    schema: {
      ...garageRoute,
      description:
        'The last service was at lastOdometer km, lastMonths months ago, and the next due is ' +
        'this interval: the service condition’s facts follow.',
      body: setActiveServiceIntervalSchema,
      response,
    },
    onRequest: app.authenticate,
    handler: async (request) =>
      ok(await schedules.setActiveServiceInterval(currentUser(request).userId, request.body)),
  });
}
