import { expect, test } from 'vitest';
import { formatRecordDate } from './record-date.ts';

test('a date on the dealership’s calendar, as the garage writes it', () => {
  expect(formatRecordDate('2026-03-05T02:00:00.000Z', 'Australia/Sydney')).toBe('05-Mar-2026');
  expect(formatRecordDate('2026-09-30T23:00:00.000Z', 'UTC')).toBe('30-Sep-2026');
});

test('the day turns at the dealership’s midnight, not at UTC’s', () => {
  // 13:00 UTC is midnight in Sydney in daylight saving (UTC+11): already the next day there.
  expect(formatRecordDate('2026-01-04T12:59:59.999Z', 'Australia/Sydney')).toBe('04-Jan-2026');
  expect(formatRecordDate('2026-01-04T13:00:00.000Z', 'Australia/Sydney')).toBe('05-Jan-2026');
  expect(formatRecordDate('2026-01-04T13:00:00.000Z', 'Australia/Perth')).toBe('04-Jan-2026');
});

test('an unknown zone falls back to Sydney; an unreadable date is empty', () => {
  expect(formatRecordDate('2026-01-04T13:00:00.000Z', 'Mars/Olympus')).toBe('05-Jan-2026');
  expect(formatRecordDate('not a date', 'UTC')).toBe('');
});
