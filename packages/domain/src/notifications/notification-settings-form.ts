// The reminder settings page's form (issue 19): quiet hours as a switch and two times, which
// the API takes as two times or two nulls. Times are offered every half hour.
import { z } from 'zod';
import {
  LEAD_DAYS_MAX,
  LEAD_DAYS_MIN,
  NOTIFICATION_SETTINGS_MESSAGES as M,
  type NotificationSettings,
} from './notification-settings.ts';

export const QUIET_TIME_CHOICES: readonly string[] = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});

/** What quiet hours start as when switched on: the evening to the morning. */
export const DEFAULT_QUIET_HOURS = { quietFrom: '21:00', quietTo: '07:00' } as const;

export const notificationSettingsFormSchema = z
  .object({
    email: z.boolean(),
    push: z.boolean(),
    leadDays: z
      .number({ error: M.leadDaysInvalid })
      .int(M.leadDaysInvalid)
      .min(LEAD_DAYS_MIN, M.leadDaysInvalid)
      .max(LEAD_DAYS_MAX, M.leadDaysInvalid),
    quiet: z.boolean(),
    quietFrom: z.string(),
    quietTo: z.string(),
  })
  .refine((form) => !form.quiet || form.quietFrom !== form.quietTo, {
    message: M.quietSameTime,
    path: ['quietTo'],
  });
export type NotificationSettingsForm = z.infer<typeof notificationSettingsFormSchema>;

export function formValuesOf(settings: NotificationSettings): NotificationSettingsForm {
  const quiet = settings.quietFrom !== null && settings.quietTo !== null;
  return {
    email: settings.email,
    push: settings.push,
    leadDays: settings.leadDays,
    quiet,
    quietFrom: settings.quietFrom ?? DEFAULT_QUIET_HOURS.quietFrom,
    quietTo: settings.quietTo ?? DEFAULT_QUIET_HOURS.quietTo,
  };
}

export function settingsOfForm(form: NotificationSettingsForm): NotificationSettings {
  return {
    email: form.email,
    push: form.push,
    leadDays: form.leadDays,
    quietFrom: form.quiet ? form.quietFrom : null,
    quietTo: form.quiet ? form.quietTo : null,
  };
}
