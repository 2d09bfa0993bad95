import { z } from 'zod/mini';
import { ServiceIntervalState } from './enums.ts';

// Spec part 2 section 3, Service schedule, as the API answers it (isDone is computed).

export const serviceIntervalSchema = z.object({
  serviceIntervalId: z.string(),
  km: z.int(),
  months: z.int(),
  state: z.literal(Object.values(ServiceIntervalState)),
  dateCompleted: z.nullable(z.string()),
  isDone: z.boolean(),
});
export type ServiceIntervalView = z.infer<typeof serviceIntervalSchema>;

export const serviceScheduleSchema = z.object({
  serviceScheduleId: z.string(),
  intervals: z
    .array(serviceIntervalSchema)
    .check(z.describe('in schedule order: by km, then months')),
  nextInterval: z.nullable(serviceIntervalSchema),
});
export type ServiceSchedule = z.infer<typeof serviceScheduleSchema>;
