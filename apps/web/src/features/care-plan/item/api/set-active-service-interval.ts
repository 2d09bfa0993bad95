import {
  type SetActiveServiceInterval,
  serviceScheduleResultSchema,
} from '@ignite/domain/garage/condition-api';
import { api } from '@/shared/api/client.ts';

/**
 * PUT serviceschedule/set-active-service-interval: starts a Not set service reminder from the
 * last service (odometer, months ago) and the interval due next.
 */
export function setActiveServiceInterval(body: SetActiveServiceInterval) {
  return api.put('serviceschedule/set-active-service-interval', serviceScheduleResultSchema, body);
}
