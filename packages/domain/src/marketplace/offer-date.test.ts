import { describe, expect, it } from 'vitest';
import { OFFER_DATE_FORMAT, formatOfferDate } from './offer-date.ts';

describe('formatOfferDate', () => {
  it('uses the spec format', () => {
    expect(OFFER_DATE_FORMAT).toBe('Do MMMM YYYY');
  });

  it.each([
    ['2025-03-05T10:00:00Z', '5th March 2025'],
    ['2025-01-01T00:00:00Z', '1st January 2025'],
    ['2025-02-02T12:00:00Z', '2nd February 2025'],
    ['2025-04-03T12:00:00Z', '3rd April 2025'],
    ['2025-05-11T12:00:00Z', '11th May 2025'],
    ['2025-06-12T12:00:00Z', '12th June 2025'],
    ['2025-07-13T12:00:00Z', '13th July 2025'],
    ['2025-08-21T12:00:00Z', '21st August 2025'],
    ['2025-09-22T12:00:00Z', '22nd September 2025'],
    ['2025-10-23T12:00:00Z', '23rd October 2025'],
    ['2025-12-31T23:59:59.999Z', '31st December 2025'],
  ])('%s in UTC -> %s', (iso, text) => {
    expect(formatOfferDate(iso, 'UTC')).toBe(text);
  });

  it('takes the day in the given zone', () => {
    // 14:00 UTC on 5 March is 01:00 on 6 March in Sydney (AEDT, +11).
    const instant = '2025-03-05T14:00:00Z';
    expect(formatOfferDate(instant, 'UTC')).toBe('5th March 2025');
    expect(formatOfferDate(instant, 'Australia/Sydney')).toBe('6th March 2025');
    // And the year can move too: New Year's Eve in London is New Year's Day in Sydney.
    expect(formatOfferDate('2024-12-31T20:00:00Z', 'Europe/London')).toBe('31st December 2024');
    expect(formatOfferDate('2024-12-31T20:00:00Z', 'Australia/Sydney')).toBe('1st January 2025');
  });

  it('accepts a Date as well as text', () => {
    expect(formatOfferDate(new Date(Date.UTC(2025, 2, 5, 10)), 'Australia/Perth')).toBe(
      '5th March 2025',
    );
  });

  it('gives empty text for an invalid date', () => {
    expect(formatOfferDate('not a date', 'UTC')).toBe('');
    expect(formatOfferDate(new Date(Number.NaN), 'UTC')).toBe('');
  });

  it('refuses an unknown time zone', () => {
    expect(() => formatOfferDate('2025-03-05T10:00:00Z', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
