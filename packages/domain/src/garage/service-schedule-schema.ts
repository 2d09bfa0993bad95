import { z } from 'zod';
import { ServiceIntervalState } from './enums.ts';

// Spec part 2 section 3, Service schedule, as the API answers it (isDone is computed).

export const serviceIntervalSchema = z.object({
  serviceIntervalId: z.string(),
  km: z.number().int(),
  months: z.number().int(),
  state: z.literal(Object.values(ServiceIntervalState)),
  dateCompleted: z.string().nullable(),
  isDone: z.boolean(),
});
export type ServiceIntervalView = z.infer<typeof serviceIntervalSchema>;

export const serviceScheduleSchema = z.object({
  serviceScheduleId: z.string(),
  intervals: z.array(serviceIntervalSchema).describe('in schedule order: by km, then months'),
  nextInterval: serviceIntervalSchema.nullable(),
});
export type ServiceSchedule = z.infer<typeof serviceScheduleSchema>;
