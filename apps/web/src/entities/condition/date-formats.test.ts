import { describe, expect, test } from 'vitest';
import { formatLongDate, formatShortDate } from './date-formats.ts';

// 01:00 UTC is the same calendar day from UTC-1 to UTC+22, so these hold in Sydney and in CI.
describe('garage dates', () => {
  test('DD-MMM-YYYY pads the day and names the month', () => {
    expect(formatShortDate('2026-03-05T01:00:00.000Z')).toBe('05-Mar-2026');
    expect(formatShortDate('2026-12-31T01:00:00.000Z')).toBe('31-Dec-2026');
    // Three letters for every month: September is 'Sep', not 'Sept'.
    expect(formatShortDate('2024-09-10T01:00:00.000Z')).toBe('10-Sep-2024');
  });

  test('dddd, Do MMM YYYY names the weekday and gives the day its ordinal', () => {
    expect(formatLongDate('2026-03-05T01:00:00.000Z')).toBe('Thursday, 5th Mar 2026');
    expect(formatLongDate('2026-03-01T01:00:00.000Z')).toBe('Sunday, 1st Mar 2026');
    expect(formatLongDate('2026-03-22T01:00:00.000Z')).toBe('Sunday, 22nd Mar 2026');
    expect(formatLongDate('2026-03-13T01:00:00.000Z')).toBe('Friday, 13th Mar 2026');
    expect(formatLongDate('2025-12-31T01:00:00.000Z')).toBe('Wednesday, 31st Dec 2025');
  });

  // A Date made on the page is read in local time, whatever the machine's zone: the first
  // and last minutes of a day, and of a year, stay on that day.
  test('a local Date keeps its own day at either end of the day and the year', () => {
    expect(formatShortDate(new Date(2024, 0, 1, 0, 0))).toBe('01-Jan-2024');
    expect(formatShortDate(new Date(2025, 11, 31, 23, 59))).toBe('31-Dec-2025');
    expect(formatLongDate(new Date(2025, 11, 31, 23, 59))).toBe('Wednesday, 31st Dec 2025');
    expect(formatLongDate(new Date(2026, 2, 5, 9, 30))).toBe('Thursday, 5th Mar 2026');
  });

  test('an unreadable date gives nothing to show', () => {
    expect(formatShortDate('not a date')).toBeNull();
    expect(formatLongDate('')).toBeNull();
    expect(formatShortDate(new Date(Number.NaN))).toBeNull();
  });
});
