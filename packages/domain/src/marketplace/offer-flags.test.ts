import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../garage/day.ts';
import {
  ENDING_SOON_DAYS,
  RECENTLY_ADDED_DAYS,
  isEndingSoon,
  isFeatured,
  isLive,
  isRecentlyAdded,
} from './offer-flags.ts';

const HOUR_MS = 60 * 60 * 1000;
const now = new Date('2025-03-05T10:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('the spec constants', () => {
  it('are 30 days each (spec part 3 section 9)', () => {
    expect(RECENTLY_ADDED_DAYS).toBe(30);
    expect(ENDING_SOON_DAYS).toBe(30);
  });
});

describe('isRecentlyAdded', () => {
  it.each([
    ['starting now', 0, true],
    ['started 1 ms ago', -1, true],
    ['started 29 days 23 hours ago', -(29 * DAY_MS + 23 * HOUR_MS), true],
    ['started exactly 30 days ago', -30 * DAY_MS, true],
    ['started 30 days and 1 ms ago', -(30 * DAY_MS + 1), false],
    ['started a year ago', -365 * DAY_MS, false],
    ['starting in 1 ms', 1, false],
    ['starting tomorrow', DAY_MS, false],
  ])('an offer %s -> %s', (_, offset, expected) => {
    expect(isRecentlyAdded(at(offset), now)).toBe(expected);
  });
});

describe('isEndingSoon', () => {
  it.each([
    ['ending now', 0, true],
    ['ending in 1 ms', 1, true],
    ['ending in 29 days 23 hours', 29 * DAY_MS + 23 * HOUR_MS, true],
    ['ending in exactly 30 days', 30 * DAY_MS, true],
    ['ending in 30 days and 1 ms', 30 * DAY_MS + 1, false],
    ['ending in a year', 365 * DAY_MS, false],
    ['ended 1 ms ago', -1, false],
    ['ended yesterday', -DAY_MS, false],
  ])('an offer %s -> %s', (_, offset, expected) => {
    expect(isEndingSoon(at(offset), now)).toBe(expected);
  });

  it('is false for an offer without an end date', () => {
    expect(isEndingSoon(null, now)).toBe(false);
  });
});

describe('isFeatured', () => {
  const from = at(-DAY_MS);
  const to = at(DAY_MS);

  it.each([
    ['the instant it starts', -DAY_MS, true],
    ['inside the window', 0, true],
    ['1 ms before it ends', DAY_MS - 1, true],
    ['the instant it ends', DAY_MS, false],
    ['after it ends', DAY_MS + 1, false],
    ['1 ms before it starts', -DAY_MS - 1, false],
  ])('%s -> %s', (_, offset, expected) => {
    expect(isFeatured(from, to, at(offset))).toBe(expected);
  });

  it('compares whole dates, not the day of the month', () => {
    // 25 February to 10 March: the 5th of March is inside, though 5 < 25.
    expect(
      isFeatured(new Date('2025-02-25T00:00:00Z'), new Date('2025-03-10T00:00:00Z'), now),
    ).toBe(true);
    // 1 to 20 January: the 5th of March is outside, though 1 <= 5 < 20.
    expect(
      isFeatured(new Date('2025-01-01T00:00:00Z'), new Date('2025-01-20T00:00:00Z'), now),
    ).toBe(false);
  });

  it('is false when either date is missing', () => {
    expect(isFeatured(null, to, now)).toBe(false);
    expect(isFeatured(from, null, now)).toBe(false);
    expect(isFeatured(null, null, now)).toBe(false);
  });
});

describe('isLive', () => {
  it.each([
    ['starts now, no end', 0, null, true],
    ['started, no end', -DAY_MS, null, true],
    ['starts in 1 ms', 1, null, false],
    ['started, ends in 1 ms', -DAY_MS, 1, true],
    ['started, ends now', -DAY_MS, 0, false],
    ['started, ended', -DAY_MS, -1, false],
  ])('%s -> %s', (_, startOffset, endOffset, expected) => {
    const end = endOffset === null ? null : at(endOffset);
    expect(isLive(at(startOffset), end, now)).toBe(expected);
  });
});
