import { describe, expect, test } from 'vitest';
import { isKnownTimeZone, utcOffsetMinutesIn, wallClockIn } from './time-zone.ts';

describe('wall clock in a named zone', () => {
  test('Sydney follows daylight saving; Brisbane does not', () => {
    const summer = new Date('2026-11-25T00:00:00Z');
    expect(utcOffsetMinutesIn(summer, 'Australia/Sydney')).toBe(660);
    expect(utcOffsetMinutesIn(summer, 'Australia/Brisbane')).toBe(600);
    expect(utcOffsetMinutesIn(new Date('2026-06-25T00:00:00Z'), 'Australia/Sydney')).toBe(600);
  });

  test('gives the date, weekday and hour on that clock', () => {
    expect(wallClockIn(new Date('2026-11-28T13:30:00Z'), 'Australia/Sydney')).toEqual({
      year: 2026,
      month: 11,
      day: 29,
      weekday: 0,
      hour: 0,
      minute: 30,
    });
  });

  test('an unknown zone name is refused', () => {
    expect(isKnownTimeZone('Australia/Sydney')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });
});
