// When the concierge answers (spec part 2 sections 4 and 9): weekdays from 09:00 to before
// 17:00 in the dealership's time zone, not the browser's.
import { timeZoneAbbreviation, wallClockIn } from './time-zone.ts';

export const CONCIERGE_CLOSED_MESSAGE =
  'Concierge is currently closed, please try again within business hours';
export const DEFAULT_CONCIERGE_HOURS = 'Monday to Friday, 9:00am to 5:00pm AEST';
const DEFAULT_HOURS_ZONE = /AEST$/;
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

/**
 * The hours as the owner reads them at `now`. The default hours are the dealership's 9 to 5
 * (as isConciergeOpen checks them), so their zone is the dealership's on that day: AEDT in
 * Sydney from the first Sunday of October to the first Sunday of April, AEST otherwise and in
 * Brisbane. Hours a dealership wrote itself are shown as written.
 */
export function conciergeHoursText(hours: string, now: Date, timeZone: string): string {
  if (hours !== DEFAULT_CONCIERGE_HOURS) return hours;
  return hours.replace(DEFAULT_HOURS_ZONE, timeZoneAbbreviation(now, timeZone));
}
