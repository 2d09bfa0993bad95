import {
  serviceScheduleResultSchema,
  type UpdateServiceSchedule,
} from '@ignite/domain/garage/condition-api';
import { api } from '@/shared/api/client.ts';

/**
 * PUT vehicle/update-service-schedule: the chosen interval becomes the next service, and the
 * later done ones go back to not done (the page has asked first).
 */
export function updateServiceSchedule(body: UpdateServiceSchedule) {
  return api.put('vehicle/update-service-schedule', serviceScheduleResultSchema, body);
}
