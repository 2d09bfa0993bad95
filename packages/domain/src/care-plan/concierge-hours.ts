// When the concierge answers (spec part 2 sections 4 and 9): weekdays from 09:00 to before
// 17:00 in the dealership's time zone, not the browser's.
import { wallClockIn } from './time-zone.ts';

export const CONCIERGE_CLOSED_MESSAGE =
  'Concierge is currently closed, please try again within business hours';
export const DEFAULT_CONCIERGE_HOURS = 'Monday to Friday, 9:00am to 5:00pm AEST';
/** The page asks again this often, so the call button follows the clock. */
export const CONCIERGE_RECHECK_MS = 10_000;
/** The zone of the demo dealerships, and of any app that names none. */
export const DEFAULT_DEALERSHIP_TIME_ZONE = 'Australia/Sydney';

const OPENS_AT_HOUR = 9;
const CLOSES_AT_HOUR = 17;
const SUNDAY = 0;
const SATURDAY = 6;

/** Closed on Saturday and Sunday, and outside 09:00 to 16:59, on the dealership's clock. */
export function isConciergeOpen(now: Date, timeZone: string): boolean {
  const wall = wallClockIn(now, timeZone);
  if (wall.weekday === SATURDAY || wall.weekday === SUNDAY) return false;
  return wall.hour >= OPENS_AT_HOUR && wall.hour < CLOSES_AT_HOUR;
}
