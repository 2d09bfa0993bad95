import { describe, expect, test } from 'vitest';
import {
  isKnownTimeZone,
  timeZoneAbbreviation,
  utcOffsetMinutesIn,
  wallClockIn,
} from './time-zone.ts';

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

describe('the zone’s short name on the day', () => {
  // Daylight saving starts at 02:00 AEST on the first Sunday of October (4 October 2026,
  // 16:00 UTC the day before) and ends at 03:00 AEDT on the first Sunday of April (4 April 2027).
  test.each([
    ['the last second before October’s change', '2026-10-03T15:59:59Z', 'AEST'],
    ['the moment of October’s change', '2026-10-03T16:00:00Z', 'AEDT'],
    ['the last second before April’s change', '2027-04-03T15:59:59Z', 'AEDT'],
    ['the moment of April’s change', '2027-04-03T16:00:00Z', 'AEST'],
    ['a Wednesday in December', '2026-12-09T00:00:00Z', 'AEDT'],
    ['a Wednesday in June', '2026-06-10T00:00:00Z', 'AEST'],
  ])('Sydney at %s is %s', (_when, instant, name) => {
    expect(timeZoneAbbreviation(new Date(instant), 'Australia/Sydney')).toBe(name);
  });

  test.each(['2026-10-03T16:00:00Z', '2026-12-09T00:00:00Z', '2027-04-03T15:59:59Z'])(
    'Brisbane keeps no daylight saving: AEST at %s',
    (instant) => {
      expect(timeZoneAbbreviation(new Date(instant), 'Australia/Brisbane')).toBe('AEST');
    },
  );

  test('other zones get their own short name', () => {
    expect(timeZoneAbbreviation(new Date('2026-12-09T00:00:00Z'), 'Australia/Adelaide')).toBe(
      'ACDT',
    );
    expect(timeZoneAbbreviation(new Date('2026-12-09T00:00:00Z'), 'Australia/Perth')).toBe('AWST');
  });
});
