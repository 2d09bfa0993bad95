// The service-schedule calls of spec part 2 section 7; each answers the schedule as it now is.
import type { FastifyInstance } from 'fastify';
import {
  setActiveServiceInterval,
  setServiceIntervalState,
  updateServiceInterval,
  updateServiceSchedule,
} from '@ignite/domain/contract/garage';
import type { Clock } from '../../../core/clock.ts';
import { registerEndpoint } from '../../../core/endpoint-route.ts';
import type { Database } from '../../../db/client.ts';
import { createScheduleService } from './schedule-service.ts';

export function registerScheduleRoutes(app: FastifyInstance, db: Database, clock: Clock) {
  const schedules = createScheduleService(db, clock);
  registerEndpoint(app, updateServiceSchedule, async ({ body, user }) =>
    schedules.updateServiceSchedule(user.userId, body),
  );
  registerEndpoint(app, updateServiceInterval, async ({ body, user }) => {
    const { vehicleId, interval } = body;
    return schedules.setIntervalState(user.userId, { vehicleId, ...interval });
  });
  registerEndpoint(app, setServiceIntervalState, async ({ body, user }) =>
    schedules.setIntervalState(user.userId, body),
  );
  registerEndpoint(app, setActiveServiceInterval, async ({ body, user }) =>
    schedules.setActiveServiceInterval(user.userId, body),
  );
}
