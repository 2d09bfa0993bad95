import { describe, expect, test } from 'vitest';
import { isServiceRecordShareOpen, serviceRecordShareExpiry } from './share-expiry.ts';
import { SHARE_DAYS } from './service-record-api.ts';

const made = new Date('2026-03-05T09:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('a service record link’s life', () => {
  test('lives 14 days from when it is made, to the millisecond', () => {
    expect(SHARE_DAYS).toBe(14);
    expect(serviceRecordShareExpiry(made).toISOString()).toBe('2026-03-19T09:00:00.000Z');
  });

  test('across a daylight-saving change it is still 14 days of 24 hours (UTC instants)', () => {
    // Sydney leaves daylight saving on 5 April 2026; the link's life does not move with it.
    const before = at('2026-04-01T00:00:00.000Z');
    expect(serviceRecordShareExpiry(before).getTime() - before.getTime()).toBe(14 * 86_400_000);
  });

  test('open just before 14 days, closed at 14 days exactly and after', () => {
    const share = { expiresAt: serviceRecordShareExpiry(made), revokedAt: null };
    expect(isServiceRecordShareOpen(share, made)).toBe(true);
    expect(isServiceRecordShareOpen(share, at('2026-03-19T08:59:59.999Z'))).toBe(true);
    expect(isServiceRecordShareOpen(share, at('2026-03-19T09:00:00.000Z'))).toBe(false);
    expect(isServiceRecordShareOpen(share, at('2026-03-19T09:00:00.001Z'))).toBe(false);
  });

  test('closed once turned off, however much time is left', () => {
    const share = { expiresAt: serviceRecordShareExpiry(made), revokedAt: made };
    expect(isServiceRecordShareOpen(share, made)).toBe(false);
    expect(isServiceRecordShareOpen(share, at('2026-03-06T09:00:00.000Z'))).toBe(false);
  });
});
