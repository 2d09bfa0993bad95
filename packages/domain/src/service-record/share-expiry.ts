// How long a buyer's link to the service record lives: SHARE_DAYS from the moment it is made,
// unless the owner turns it off sooner.
import { DAY_MS } from '../garage/day.ts';
import { SHARE_DAYS } from './service-record-api.ts';

/** When a link made at `now` stops answering: exactly SHARE_DAYS later, to the millisecond. */
export function serviceRecordShareExpiry(now: Date): Date {
  return new Date(now.getTime() + SHARE_DAYS * DAY_MS);
}

/**
 * Whether a link is still open at `now`: not turned off, and strictly before its expiry (at
 * the expiry itself it is closed, so "valid until" never shows a moment it fails).
 */
export function isServiceRecordShareOpen(
  share: { expiresAt: Date; revokedAt: Date | null },
  now: Date,
): boolean {
  return share.revokedAt === null && now.getTime() < share.expiresAt.getTime();
}
