// An owner's reminder settings: which channels remind them, how many days ahead,
// and the hours in which nothing is sent. An owner who never changed them has the defaults:
// email on (their dealership already writes to them about the car), push off until they turn
// it on, because the browser must ask its own permission first.
import { z } from 'zod/mini';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';

export const LEAD_DAYS_MIN = 1;
export const LEAD_DAYS_MAX = 60;

export const NOTIFICATION_SETTINGS_MESSAGES = {
  bodyRequired: 'A JSON body with email, push, leadDays, quietFrom and quietTo is required',
  emailInvalid: 'email must be true or false',
  pushInvalid: 'push must be true or false',
  leadDaysInvalid: `leadDays must be a whole number of days from ${LEAD_DAYS_MIN} to ${LEAD_DAYS_MAX}`,
  quietTimeInvalid: 'quietFrom and quietTo must be times like 21:30, from 00:00 to 23:59',
  quietBothOrNeither: 'Give both quietFrom and quietTo for quiet hours, or neither',
  quietSameTime: 'Quiet hours must start and end at different times',
  /** The one-click unsubscribe link, signed or not, once used. */
  unsubscribed: 'Email reminders are off. You can turn them on again in Settings.',
  unsubscribeInvalid: 'This unsubscribe link is not valid',
} as const;

const M = NOTIFICATION_SETTINGS_MESSAGES;

/** "HH:MM", 24-hour. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const clockTime = z.nullable(
  z.string({ error: M.quietTimeInvalid }).check(z.regex(CLOCK_TIME_PATTERN, M.quietTimeInvalid)),
);

export const notificationSettingsSchema = requestBody(
  {
    email: z.boolean({ error: M.emailInvalid }),
    push: z.boolean({ error: M.pushInvalid }),
    leadDays: z
      .number({ error: M.leadDaysInvalid })
      .check(
        z.int(M.leadDaysInvalid),
        z.gte(LEAD_DAYS_MIN, M.leadDaysInvalid),
        z.lte(LEAD_DAYS_MAX, M.leadDaysInvalid),
      ),
    quietFrom: clockTime,
    quietTo: clockTime,
  },
  M.bodyRequired,
).check((ctx) => {
  const { quietFrom, quietTo } = ctx.value;
  if ((quietFrom === null) !== (quietTo === null)) {
    ctx.issues.push({ code: 'custom', message: M.quietBothOrNeither, input: ctx.value });
  } else if (quietFrom !== null && quietFrom === quietTo) {
    ctx.issues.push({ code: 'custom', message: M.quietSameTime, input: ctx.value });
  }
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email: true,
  push: false,
  leadDays: 14,
  quietFrom: null,
  quietTo: null,
};

export const notificationSettingsResultSchema = resultSchema(
  z.object({
    email: z.boolean(),
    push: z.boolean(),
    leadDays: z.int(),
    quietFrom: z.nullable(z.string()),
    quietTo: z.nullable(z.string()),
  }),
);
