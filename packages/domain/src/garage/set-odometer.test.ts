import { describe, expect, it } from 'vitest';
import {
  odometerDisplayDigits,
  SET_ODOMETER_MESSAGES,
  setOdometerFormSchema,
  skipOdometerReminderUntil,
} from './set-odometer.ts';

describe('odometerDisplayDigits', () => {
  it.each([
    [0, '0000000'],
    [57300, '0057300'],
    [1_999_999, '1999999'],
    [2_000_000, '2000000'],
    [123.9, '0000123'],
  ])('%d -> %s', (reading, shown) => {
    expect(odometerDisplayDigits(reading)).toBe(shown);
  });

  it('shows dashes for a reading never set', () => {
    expect(odometerDisplayDigits(null)).toBe('-------');
  });
});

describe('skipOdometerReminderUntil', () => {
  it('is exactly one day ahead', () => {
    const now = new Date('2026-03-05T23:30:00Z');
    expect(skipOdometerReminderUntil(now).toISOString()).toBe('2026-03-06T23:30:00.000Z');
  });
});

describe('setOdometerFormSchema', () => {
  const schema = setOdometerFormSchema(57_300);
  const message = (odometer: unknown) =>
    schema.safeParse({ odometer }).error?.issues.map((issue) => issue.message);

  it('accepts the current reading and anything up to 2,000,000 km', () => {
    expect(schema.parse({ odometer: 57_300 })).toEqual({ odometer: 57_300 });
    expect(schema.parse({ odometer: 2_000_000 })).toEqual({ odometer: 2_000_000 });
  });

  it('refuses one km below the current reading, and says how to correct it', () => {
    expect(message(57_299)).toEqual([
      'The odometer cannot be less than the current reading of 57,300 km. If that reading was a mistake, correct it instead.',
    ]);
  });

  it('a correction may go below the current reading, never below 0', () => {
    const correction = setOdometerFormSchema(57_300, true);
    expect(correction.safeParse({ odometer: 1_000 }).success).toBe(true);
    expect(correction.safeParse({ odometer: -1 }).success).toBe(false);
  });

  it('refuses one km over 2,000,000', () => {
    expect(message(2_000_001)).toEqual(['The odometer cannot be more than 2,000,000 km']);
  });

  it('refuses an empty field', () => {
    expect(message(null)).toEqual(['Must be a valid number of kilometers']);
  });

  it('floors a fraction to whole kilometres', () => {
    expect(schema.parse({ odometer: 60_000.9 })).toEqual({ odometer: 60_000 });
  });

  it('starts at 0 when the odometer was never set', () => {
    const fresh = setOdometerFormSchema(null);
    expect(fresh.parse({ odometer: 0 })).toEqual({ odometer: 0 });
    expect(fresh.safeParse({ odometer: -1 }).success).toBe(false);
  });
});

describe('SET_ODOMETER_MESSAGES', () => {
  it("keeps the spec's failure sentence, two spaces and all", () => {
    expect(SET_ODOMETER_MESSAGES.failed).toBe(
      'Unable to update vehicle odometer.  Close the app and try again, and if they problem persists, contact your dealership for assistance.',
    );
  });
});
