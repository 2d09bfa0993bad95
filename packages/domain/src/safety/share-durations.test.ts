import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SHARE_HOURS,
  isShareDuration,
  isShareOpen,
  SHARE_DURATIONS,
  shareExpiry,
} from './share-durations.ts';

describe('share durations (decision 0032)', () => {
  test('the owner chooses 1, 8 or 24 hours; 1 hour to start with', () => {
    expect(SHARE_DURATIONS.map((d) => [d.hours, d.label])).toEqual([
      [1, '1 hour'],
      [8, '8 hours'],
      [24, '24 hours'],
    ]);
    expect(DEFAULT_SHARE_HOURS).toBe(1);
  });

  test.each([0, 2, 48, -1, 1.5, '1', null, Number.NaN])('%o hours is not a choice', (hours) => {
    expect(isShareDuration(hours)).toBe(false);
  });

  test('a link expires its hours after it was made', () => {
    const now = new Date('2026-03-05T09:00:00Z');
    expect(shareExpiry(now, 1).toISOString()).toBe('2026-03-05T10:00:00.000Z');
    expect(shareExpiry(now, 8).toISOString()).toBe('2026-03-05T17:00:00.000Z');
    expect(shareExpiry(now, 24).toISOString()).toBe('2026-03-06T09:00:00.000Z');
  });

  test('open until the expiry itself, and never once turned off', () => {
    const expiresAt = new Date('2026-03-05T10:00:00Z');
    const at = (iso: string) => new Date(iso);
    expect(isShareOpen({ expiresAt, revokedAt: null }, at('2026-03-05T09:59:59.999Z'))).toBe(true);
    expect(isShareOpen({ expiresAt, revokedAt: null }, at('2026-03-05T10:00:00Z'))).toBe(false);
    expect(
      isShareOpen({ expiresAt, revokedAt: at('2026-03-05T09:10:00Z') }, at('2026-03-05T09:20:00Z')),
    ).toBe(false);
  });
});
