import { describe, expect, test } from 'vitest';
import { DEFAULT_REMINDER_INTERVALS, reminderInterval } from './condition-interval.ts';
import { ConditionType } from './enums.ts';

const stored = { intervalWeeks: 3, intervalMonths: 18 };
const none = { intervalWeeks: null, intervalMonths: null };

describe('reminder interval', () => {
  test('a stored step wins: weeks for the weekly wash, months for the rest', () => {
    expect(reminderInterval(ConditionType.Wash, stored)).toEqual({ weeks: 3 });
    expect(reminderInterval(ConditionType.Tyres, stored)).toEqual({ months: 18 });
    expect(reminderInterval(ConditionType.Rego, stored)).toEqual({ months: 18 });
  });

  test('recall has no schedule, stored or not', () => {
    expect(reminderInterval(ConditionType.Recall, stored)).toBeNull();
    expect(reminderInterval(ConditionType.Recall, none)).toBeNull();
  });

  test("a missing, zero or negative step falls back to the type's default", () => {
    expect(reminderInterval(ConditionType.WiperBlades, none)).toEqual({ months: 12 });
    expect(reminderInterval(ConditionType.Battery, { ...none, intervalMonths: 0 })).toEqual({
      months: 48,
    });
    expect(reminderInterval(ConditionType.Tyres, { ...none, intervalMonths: -1 })).toEqual({
      months: 60,
    });
    // The wash reads weeks only: a month count does not make it monthly.
    expect(reminderInterval(ConditionType.Wash, { ...none, intervalMonths: 1 })).toEqual({
      weeks: 2,
    });
  });

  test('every type but recall has a default', () => {
    for (const type of Object.values(ConditionType)) {
      expect(DEFAULT_REMINDER_INTERVALS[type] === null).toBe(type === ConditionType.Recall);
    }
  });
});
