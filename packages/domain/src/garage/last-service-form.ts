// The service reminder when it is Not set (no next interval yet): the owner says when the
// last service was and which one is next, and set-active-service-interval starts the schedule.
// The limits are the request's (condition-api.ts); the words are the owner's, not the API's.
import { z } from 'zod/mini';
import { GARAGE_ODOMETER_MAX } from './garage-api.ts';
import { intervalLabel } from './service-interval-rows.ts';
import type { ServiceIntervalView } from './service-schedule-schema.ts';

/** set-active-service-interval takes up to 240 months (20 years) since the last service. */
export const LAST_SERVICE_MONTHS_MAX = 240;

export const LAST_SERVICE_MESSAGES = {
  interval: 'Choose the service that is due next',
  odometer: 'Enter the odometer reading at the last service, from 0 to 2,000,000 km',
  months: 'Enter how many months ago the last service was, from 0 to 240',
} as const;

/** Empty (null, as a cleared number field stores it) until the owner answers. */
const wholeNumber = (max: number, message: string) =>
  z.pipe(
    z.nullable(z.number({ error: message })),
    z.number({ error: message }).check(z.int(message), z.gte(0, message), z.lte(max, message)),
  );

export const lastServiceFormSchema = z.object({
  serviceIntervalId: z
    .string({ error: LAST_SERVICE_MESSAGES.interval })
    .check(z.minLength(1, { error: LAST_SERVICE_MESSAGES.interval })),
  lastOdometer: wholeNumber(GARAGE_ODOMETER_MAX, LAST_SERVICE_MESSAGES.odometer),
  lastMonths: wholeNumber(LAST_SERVICE_MONTHS_MAX, LAST_SERVICE_MESSAGES.months),
});
export type LastServiceForm = z.infer<typeof lastServiceFormSchema>;

/** The form as it opens: nothing answered yet. */
export const EMPTY_LAST_SERVICE: z.input<typeof lastServiceFormSchema> = {
  serviceIntervalId: '',
  lastOdometer: null,
  lastMonths: null,
};

/** The intervals to choose the next service from, in schedule order, for a select. */
export function intervalChoices(intervals: readonly ServiceIntervalView[]) {
  return intervals.map((i) => ({ value: i.serviceIntervalId, label: intervalLabel(i) }));
}
