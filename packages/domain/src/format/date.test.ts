import { describe, expect, it } from 'vitest';
import {
  calendarDateToDate,
  DATE_DISPLAY_FORMAT,
  daysInMonth,
  formatDisplayDate,
  isLeapYear,
  parseDisplayDate,
  parseIsoDate,
  toCalendarDate,
  toIsoDate,
} from './date.ts';

describe('calendar arithmetic', () => {
  it.each([
    [2024, true],
    [2025, false],
    [1900, false],
    [2000, true],
  ])('%d leap: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });
  it('knows the month lengths', () => {
    expect([1, 2, 4, 12].map((m) => daysInMonth(2025, m))).toEqual([31, 28, 30, 31]);
    expect(daysInMonth(2024, 2)).toBe(29);
  });
});

describe('parseDisplayDate (DD/MM/YYYY)', () => {
  it('reads day first', () => {
    expect(DATE_DISPLAY_FORMAT).toBe('DD/MM/YYYY');
    expect(parseDisplayDate('05/03/2025')).toEqual({ year: 2025, month: 3, day: 5 });
    expect(parseDisplayDate(' 5/3/2025 ')).toEqual({ year: 2025, month: 3, day: 5 });
  });
  it.each([
    ['31/01/2025', true],
    ['32/01/2025', false],
    ['28/02/2025', true],
    ['29/02/2025', false],
    ['29/02/2024', true],
    ['30/04/2025', true],
    ['31/04/2025', false],
    ['01/12/2025', true],
    ['01/13/2025', false],
    ['00/01/2025', false],
    ['01/00/2025', false],
    ['1/1/25', false],
    ['2025-01-01', false],
  ])('%s valid: %s', (text, valid) => {
    expect(parseDisplayDate(text) !== null).toBe(valid);
  });
});

describe('parseIsoDate', () => {
  it('reads an ISO date as written', () => {
    expect(parseIsoDate('2025-12-31')).toEqual({ year: 2025, month: 12, day: 31 });
    expect(parseIsoDate('2025-02-29')).toBeNull();
  });
  it('reads an ISO timestamp as its local calendar day', () => {
    const text = '2025-03-05T12:00:00.000Z';
    const local = new Date(text);
    expect(parseIsoDate(text)).toEqual({
      year: local.getFullYear(),
      month: local.getMonth() + 1,
      day: local.getDate(),
    });
    expect(parseIsoDate('2025-02-30T00:00:00Z')).toBeNull();
    expect(parseIsoDate('March 5 2025')).toBeNull();
  });
});

describe('toCalendarDate', () => {
  it('accepts a Date, a date-library object, an ISO string and typed text', () => {
    const expected = { year: 2025, month: 3, day: 5 };
    expect(toCalendarDate(new Date(2025, 2, 5, 23, 59))).toEqual(expected);
    expect(toCalendarDate({ isValid: () => true, toDate: () => new Date(2025, 2, 5) })).toEqual(
      expected,
    );
    expect(toCalendarDate('2025-03-05')).toEqual(expected);
    expect(toCalendarDate('05/03/2025')).toEqual(expected);
  });
  it('answers null for anything invalid', () => {
    expect(toCalendarDate(new Date('x'))).toBeNull();
    expect(toCalendarDate({ isValid: () => false, toDate: () => new Date('x') })).toBeNull();
    expect(toCalendarDate('')).toBeNull();
    expect(toCalendarDate(20250305)).toBeNull();
    expect(toCalendarDate(undefined)).toBeNull();
  });
});

describe('formatting', () => {
  it('DD/MM/YYYY and YYYY-MM-DD, zero padded', () => {
    const date = { year: 2025, month: 3, day: 5 };
    expect(formatDisplayDate(date)).toBe('05/03/2025');
    expect(toIsoDate(date)).toBe('2025-03-05');
  });
  it('local midnight, even for years below 100', () => {
    const date = calendarDateToDate({ year: 50, month: 1, day: 2 });
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      50, 0, 2, 0,
    ]);
  });
});
