import { describe, expect, test } from 'vitest';
import {
  EMPTY_LAST_SERVICE,
  intervalChoices,
  LAST_SERVICE_MESSAGES,
  lastServiceFormSchema,
} from './last-service-form.ts';

const valid = { serviceIntervalId: 'i60000', lastOdometer: 45_000, lastMonths: 11 };
const errorOf = (values: object) => {
  const parsed = lastServiceFormSchema.safeParse({ ...valid, ...values });
  return parsed.success ? null : parsed.error.issues.map((i) => i.message);
};

describe('last service form', () => {
  test('accepts the limits of the request', () => {
    expect(errorOf({})).toBeNull();
    expect(errorOf({ lastOdometer: 0, lastMonths: 0 })).toBeNull();
    expect(errorOf({ lastOdometer: 2_000_000, lastMonths: 240 })).toBeNull();
  });

  test('the odometer is whole km from 0 to 2,000,000', () => {
    for (const lastOdometer of [-1, 2_000_001, 1.5, null]) {
      expect(errorOf({ lastOdometer })).toEqual([LAST_SERVICE_MESSAGES.odometer]);
    }
  });

  test('months ago is a whole number from 0 to 240', () => {
    for (const lastMonths of [-1, 241, 2.5, undefined]) {
      expect(errorOf({ lastMonths })).toEqual([LAST_SERVICE_MESSAGES.months]);
    }
  });

  test('the form opens unanswered, and says what each field needs', () => {
    const parsed = lastServiceFormSchema.safeParse(EMPTY_LAST_SERVICE);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      LAST_SERVICE_MESSAGES.interval,
      LAST_SERVICE_MESSAGES.odometer,
      LAST_SERVICE_MESSAGES.months,
    ]);
  });

  test('the next service must be chosen', () => {
    expect(errorOf({ serviceIntervalId: '' })).toEqual([LAST_SERVICE_MESSAGES.interval]);
    expect(errorOf({ serviceIntervalId: undefined })).toEqual([LAST_SERVICE_MESSAGES.interval]);
  });

  test('the choices are the intervals as the owner reads them', () => {
    const choices = intervalChoices([
      {
        serviceIntervalId: 'a',
        km: 15_000,
        months: 12,
        state: 0,
        dateCompleted: null,
        isDone: false,
      },
      {
        serviceIntervalId: 'b',
        km: 30_000,
        months: 24,
        state: 0,
        dateCompleted: null,
        isDone: false,
      },
    ]);
    expect(choices).toEqual([
      { value: 'a', label: '15,000 km or 12 months (year 1)' },
      { value: 'b', label: '30,000 km or 24 months (year 2)' },
    ]);
  });
});
