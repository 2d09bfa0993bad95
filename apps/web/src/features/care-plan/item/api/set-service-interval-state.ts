import {
  serviceScheduleResultSchema,
  type SetServiceIntervalState,
} from '@ignite/domain/garage/condition-api';
import { api } from '@/shared/api/client.ts';

/** POST serviceschedule/set-service-interval-state: an earlier interval's done checkbox. */
export function setServiceIntervalState(body: SetServiceIntervalState) {
  return api.post('serviceschedule/set-service-interval-state', serviceScheduleResultSchema, body);
}
