// Offer flags (spec part 3 section 4 and section 9), computed from the offer's dates and the
// clock, never stored. Each takes `now` so tests (and the server) can move time.
import { DAY_MS } from '../garage/day.ts';

/** Spec part 3 section 9: "Recently added: within 30 days." */
export const RECENTLY_ADDED_DAYS = 30;
/** Spec part 3 section 9: "Ending soon: within 30 days." */
export const ENDING_SOON_DAYS = 30;

/**
 * Started within the last 30 days: start <= now and start >= now - 30 days, both ends
 * included. An offer that has not started yet is not "recently added".
 */
export function isRecentlyAdded(start: Date, now: Date): boolean {
  const started = start.getTime();
  return started <= now.getTime() && started >= now.getTime() - RECENTLY_ADDED_DAYS * DAY_MS;
}

/**
 * Ends within the next 30 days: now <= end <= now + 30 days, both ends included. An offer
 * without an end date, or one that has already ended, is not ending soon.
 */
export function isEndingSoon(end: Date | null, now: Date): boolean {
  if (end === null) return false;
  const ends = end.getTime();
  return ends >= now.getTime() && ends <= now.getTime() + ENDING_SOON_DAYS * DAY_MS;
}

/**
 * Featured while from <= now < to. The spec compares only the day of the month ("at or above
 * the from-day and below the to-day"), an evident defect of the original: a window from the
 * 25th to the 5th would never match, and one from 1 March to 20 March would match every
 * month. We build the intent, a date window; without either date an offer is not featured.
 */
export function isFeatured(from: Date | null, to: Date | null, now: Date): boolean {
  if (from === null || to === null) return false;
  return from.getTime() <= now.getTime() && now.getTime() < to.getTime();
}

/** Live from its start (included) until its end (excluded); without an end it never ends. */
export function isLive(start: Date, end: Date | null, now: Date): boolean {
  if (start.getTime() > now.getTime()) return false;
  return end === null || now.getTime() < end.getTime();
}
