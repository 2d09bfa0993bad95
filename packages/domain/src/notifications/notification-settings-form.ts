// The reminder settings page's form: quiet hours as a switch and two times, which
// the API takes as two times or two nulls. Times are offered every half hour.
import { z } from 'zod/mini';
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

/**
 * The page's own words. A field's message names the field as the owner sees it ('Days ahead'),
 * not the API's name for it; a save that fails says what failed and what to do.
 */
export const SETTINGS_FORM_MESSAGES = {
  leadDays: `Days ahead must be a whole number from ${LEAD_DAYS_MIN} to ${LEAD_DAYS_MAX}`,
  quietSameTime: M.quietSameTime,
  /** The browser refuses notifications for this site. */
  pushBlocked:
    'Your reminder settings were not saved: notifications are blocked for this site. ' +
    'Allow them in your browser’s settings, or turn off Push reminders, then save again.',
  /** This browser has no push at all (Safari on iOS outside an app on the Home Screen). */
  pushUnavailable:
    'Your reminder settings were not saved: push reminders are not available in this ' +
    'browser. Turn off Push reminders, then save again.',
  /** Anything else on the way: the push service or our server refused the subscription. */
  pushFailed:
    'Your reminder settings were not saved: push reminders could not be turned on. ' +
    'Please try again, or turn off Push reminders to save the rest.',
} as const;

/** Why this browser could not take push reminders, as pushChangeProblem tells it. */
export type PushProblem = 'blocked' | 'unavailable' | 'failed';

export const PUSH_PROBLEM_MESSAGES: Record<PushProblem, string> = {
  blocked: SETTINGS_FORM_MESSAGES.pushBlocked,
  unavailable: SETTINGS_FORM_MESSAGES.pushUnavailable,
  failed: SETTINGS_FORM_MESSAGES.pushFailed,
};

/** What quiet hours start as when switched on: the evening to the morning. */
export const DEFAULT_QUIET_HOURS = { quietFrom: '21:00', quietTo: '07:00' } as const;

export const notificationSettingsFormSchema = z
  .object({
    email: z.boolean(),
    push: z.boolean(),
    leadDays: z
      .number({ error: SETTINGS_FORM_MESSAGES.leadDays })
      .check(
        z.int(SETTINGS_FORM_MESSAGES.leadDays),
        z.gte(LEAD_DAYS_MIN, SETTINGS_FORM_MESSAGES.leadDays),
        z.lte(LEAD_DAYS_MAX, SETTINGS_FORM_MESSAGES.leadDays),
      ),
    quiet: z.boolean(),
    quietFrom: z.string(),
    quietTo: z.string(),
  })
  .check(
    z.refine((form) => !form.quiet || form.quietFrom !== form.quietTo, {
      message: SETTINGS_FORM_MESSAGES.quietSameTime,
      path: ['quietTo'],
    }),
  );
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
