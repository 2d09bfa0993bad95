// The service-schedule calls of spec part 2 section 7; each answers the schedule as it now is.
import type { FastifyInstance } from 'fastify';
import {
  setActiveServiceInterval,
  setServiceIntervalState,
  updateServiceInterval,
  updateServiceSchedule,
} from '@ignite/domain/contract/garage';
import { registerEndpoint } from '../../../core/endpoint-route.ts';
import type { ScheduleService } from './schedule-service.ts';

export function registerScheduleRoutes(
  app: FastifyInstance,
  { service: schedules }: { service: ScheduleService },
) {
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
