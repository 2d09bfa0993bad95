import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_SETTINGS_MESSAGES as M,
  notificationSettingsSchema,
} from './notification-settings.ts';

const valid = { email: true, push: false, leadDays: 14, quietFrom: '21:00', quietTo: '07:00' };
const messagesOf = (body: unknown) => {
  const parsed = notificationSettingsSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('notificationSettingsSchema', () => {
  it('takes the defaults and a full valid body', () => {
    expect(messagesOf(DEFAULT_NOTIFICATION_SETTINGS)).toEqual([]);
    expect(messagesOf(valid)).toEqual([]);
  });

  it('takes lead days from 1 to 60, whole, and nothing beyond', () => {
    expect(messagesOf({ ...valid, leadDays: 1 })).toEqual([]);
    expect(messagesOf({ ...valid, leadDays: 60 })).toEqual([]);
    for (const leadDays of [0, 61, 1.5, -1, '14', null]) {
      expect(messagesOf({ ...valid, leadDays })).toEqual([M.leadDaysInvalid]);
    }
  });

  it('takes quiet times from 00:00 to 23:59 only', () => {
    expect(messagesOf({ ...valid, quietFrom: '00:00', quietTo: '23:59' })).toEqual([]);
    for (const quietFrom of ['24:00', '7:00', '07:60', '07:00:00', ' 07:00', '']) {
      expect(messagesOf({ ...valid, quietFrom })).toEqual([M.quietTimeInvalid]);
    }
  });

  it('wants both quiet times or neither, and not the same one twice', () => {
    expect(messagesOf({ ...valid, quietFrom: null, quietTo: null })).toEqual([]);
    expect(messagesOf({ ...valid, quietTo: null })).toEqual([M.quietBothOrNeither]);
    expect(messagesOf({ ...valid, quietFrom: null })).toEqual([M.quietBothOrNeither]);
    expect(messagesOf({ ...valid, quietTo: '21:00' })).toEqual([M.quietSameTime]);
  });

  it('refuses a missing body, wrong types and unknown fields', () => {
    expect(messagesOf(undefined)).toEqual([M.bodyRequired]);
    expect(messagesOf({ ...valid, email: 'yes' })).toEqual([M.emailInvalid]);
    expect(messagesOf({ ...valid, push: 1 })).toEqual([M.pushInvalid]);
    expect(messagesOf({ ...valid, sms: true })).toHaveLength(1);
  });
});
