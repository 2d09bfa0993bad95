// PROTECT, the wear-and-tear cover (spec part 2 sections 2 to 4): its activation dates and why
// an activation is refused.
import { addMonths, atHour, dayOf } from '../garage/day.ts';
import { ProductStatus } from '../garage/enums.ts';
import { utcOffsetMinutesIn } from './time-zone.ts';

/**
 * Active from the start of today and expiring after the term, on the dealership's calendar:
 * a 36-month cover activated on 25 November 2026 runs to the start of 25 November 2029.
 */
export function protectActivationDates(
  now: Date,
  termInMonths: number,
  timeZone: string,
): { dateActiveFrom: Date; dateActiveTo: Date } {
  const today = dayOf(now, utcOffsetMinutesIn(now, timeZone));
  const dateActiveFrom = atHour(today, 0, utcOffsetMinutesIn(now, timeZone));
  const expiryDay = addMonths(today, termInMonths);
  // The offset on the expiry day may differ from today's (daylight saving).
  const expiryNoon = atHour(expiryDay, 12, utcOffsetMinutesIn(now, timeZone));
  const dateActiveTo = atHour(expiryDay, 0, utcOffsetMinutesIn(expiryNoon, timeZone));
  return { dateActiveFrom, dateActiveTo };
}

export const PROTECT_MESSAGES = {
  noCover: 'This vehicle has no PROTECT cover',
  alreadyActive: 'Your PROTECT cover is already active',
  notSetUp: 'Your PROTECT cover has not been set up yet. Please contact your dealership',
  ended: 'This PROTECT cover has ended and cannot be activated',
  /** Spec part 2 section 8: the activation flow's failure, under 'SORRY!'. */
  activationFailed:
    'Looks like we have encountered an unexpected error when activating your cover! So we can assist in resolving this, please contact your Concierge',
} as const;

/** Why a cover in `status` cannot be activated; null when it can (it is Pending). */
export function protectActivationRefusal(status: ProductStatus): string | null {
  switch (status) {
    case ProductStatus.Pending:
      return null;
    case ProductStatus.Active:
      return PROTECT_MESSAGES.alreadyActive;
    case ProductStatus.Draft:
      return PROTECT_MESSAGES.notSetUp;
    default:
      return PROTECT_MESSAGES.ended;
  }
}
