import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationSettingsSchema,
} from './notification-settings.ts';
import {
  formValuesOf,
  notificationSettingsFormSchema,
  QUIET_TIME_CHOICES,
  SETTINGS_FORM_MESSAGES,
  settingsOfForm,
} from './notification-settings-form.ts';

describe('the notification settings form', () => {
  it('offers every half hour of the day, each one a time the API takes', () => {
    expect(QUIET_TIME_CHOICES).toHaveLength(48);
    expect(QUIET_TIME_CHOICES[0]).toBe('00:00');
    expect(QUIET_TIME_CHOICES.at(-1)).toBe('23:30');
    for (const time of QUIET_TIME_CHOICES) {
      const body = { ...DEFAULT_NOTIFICATION_SETTINGS, quietFrom: time, quietTo: '12:15' };
      expect(notificationSettingsSchema.safeParse(body).success).toBe(true);
    }
  });

  it('turns quiet hours off into two nulls, and back into the evening-to-morning default', () => {
    const form = formValuesOf(DEFAULT_NOTIFICATION_SETTINGS);
    expect(form).toMatchObject({ quiet: false, quietFrom: '21:00', quietTo: '07:00' });
    expect(settingsOfForm(form)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const on = settingsOfForm({ ...form, quiet: true });
    expect(on).toMatchObject({ quietFrom: '21:00', quietTo: '07:00' });
    expect(notificationSettingsSchema.safeParse(on).success).toBe(true);
    expect(formValuesOf(on)).toEqual({ ...form, quiet: true });
  });

  it('refuses the same start and end only while quiet hours are on', () => {
    const form = { ...formValuesOf(DEFAULT_NOTIFICATION_SETTINGS), quietFrom: '07:00' };
    expect(notificationSettingsFormSchema.safeParse(form).success).toBe(true);
    expect(notificationSettingsFormSchema.safeParse({ ...form, quiet: true }).success).toBe(false);
  });

  it('takes lead days 1 and 60, not 0 or 61', () => {
    const form = formValuesOf(DEFAULT_NOTIFICATION_SETTINGS);
    for (const [leadDays, ok] of [
      [1, true],
      [60, true],
      [0, false],
      [61, false],
    ] as const) {
      expect(notificationSettingsFormSchema.safeParse({ ...form, leadDays }).success).toBe(ok);
    }
  });

  // The owner saw 'leadDays must be a whole number…' under Days ahead: the API's name.
  it.each([0, 61, 2.5, Number.NaN])('names Days ahead as the owner sees it for %s', (leadDays) => {
    const form = { ...formValuesOf(DEFAULT_NOTIFICATION_SETTINGS), leadDays };
    const result = notificationSettingsFormSchema.safeParse(form);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['leadDays'], 'Days ahead must be a whole number from 1 to 60'],
    ]);
    expect(SETTINGS_FORM_MESSAGES.leadDays).not.toContain('leadDays');
  });
});
