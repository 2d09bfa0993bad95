// When a service can be booked (beyond the spec's placeholder wizard): drop-off
// times every 30 minutes within the dealership's service hours, on its own clock, from two
// hours ahead (never in the past) to 60 days ahead.
import { utcOffsetMinutesIn, wallClockIn } from '../care-plan/time-zone.ts';

export const SLOT_MINUTES = 30;
/** A workshop needs notice: the first time offered is at least this far ahead. */
export const MIN_LEAD_MINUTES = 120;
export const BOOKING_DAYS_AHEAD = 60;

/** Service hours by weekday (0 Sunday), in minutes after midnight; null closed. */
export const SERVICE_HOURS: readonly ({ opens: number; closes: number } | null)[] = [
  null,
  { opens: 7 * 60 + 30, closes: 17 * 60 },
  { opens: 7 * 60 + 30, closes: 17 * 60 },
  { opens: 7 * 60 + 30, closes: 17 * 60 },
  { opens: 7 * 60 + 30, closes: 17 * 60 },
  { opens: 7 * 60 + 30, closes: 17 * 60 },
  { opens: 8 * 60, closes: 12 * 60 },
];

/** A calendar day on the dealership's clock: '2026-11-26'. */
export type BookingDay = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsOf(day: BookingDay): { year: number; month: number; date: number } | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === date
    ? { year, month, date }
    : null;
}

/** The instant a wall-clock time on `day` happens in `timeZone` (daylight saving included). */
export function instantOn(day: BookingDay, minutesAfterMidnight: number, timeZone: string): Date {
  const parts = partsOf(day);
  if (!parts) throw new Error(`not a day: ${day}`);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.date, 0, minutesAfterMidnight);
  // The zone's offset at the guess, then at the corrected instant (it may cross a change).
  let instant = asUtc - utcOffsetMinutesIn(new Date(asUtc), timeZone) * 60_000;
  instant = asUtc - utcOffsetMinutesIn(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** The day `instant` falls on in `timeZone`. */
export function bookingDayOf(instant: Date, timeZone: string): BookingDay {
  const wall = wallClockIn(instant, timeZone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

function weekdayOf(day: BookingDay): number {
  const parts = partsOf(day);
  return parts ? new Date(Date.UTC(parts.year, parts.month - 1, parts.date)).getUTCDay() : 0;
}

function withinReach(instant: Date, now: Date): boolean {
  const earliest = now.getTime() + MIN_LEAD_MINUTES * 60_000;
  const latest = now.getTime() + BOOKING_DAYS_AHEAD * 24 * 60 * 60_000;
  return instant.getTime() >= earliest && instant.getTime() <= latest;
}

/** The drop-off times on `day` that can still be booked, earliest first. */
export function slotsOn(day: BookingDay, timeZone: string, now: Date): Date[] {
  const hours = partsOf(day) ? SERVICE_HOURS[weekdayOf(day)] : null;
  if (!hours) return [];
  const slots: Date[] = [];
  for (let minutes = hours.opens; minutes + SLOT_MINUTES <= hours.closes; minutes += SLOT_MINUTES) {
    const instant = instantOn(day, minutes, timeZone);
    if (withinReach(instant, now)) slots.push(instant);
  }
  return slots;
}

/** The days, from today, that have a time left to book: at most `count` of them. */
export function bookingDays(now: Date, timeZone: string, count: number): BookingDay[] {
  const days: BookingDay[] = [];
  for (let offset = 0; offset <= BOOKING_DAYS_AHEAD && days.length < count; offset += 1) {
    const day = bookingDayOf(new Date(now.getTime() + offset * 24 * 60 * 60_000), timeZone);
    if (!days.includes(day) && slotsOn(day, timeZone, now).length > 0) days.push(day);
  }
  return days;
}

export type SlotProblem = 'past' | 'too-far' | 'outside-hours';

/** Why `instant` cannot be booked at the dealership in `timeZone`, or null when it can. */
export function slotProblem(instant: Date, timeZone: string, now: Date): SlotProblem | null {
  if (instant.getTime() < now.getTime() + MIN_LEAD_MINUTES * 60_000) return 'past';
  if (!withinReach(instant, now)) return 'too-far';
  const day = bookingDayOf(instant, timeZone);
  const isSlot = slotsOn(day, timeZone, now).some((slot) => slot.getTime() === instant.getTime());
  return isSlot ? null : 'outside-hours';
}

/**
 * The first day, `daysAhead` from now or later, on which the wall-clock time is one of the
 * dealership's drop-off times: a booking made for the owner lands on a day the workshop opens.
 */
export function firstOpenDayAt(
  now: Date,
  daysAhead: number,
  minutesAfterMidnight: number,
  timeZone: string,
): Date {
  for (let offset = daysAhead; offset <= BOOKING_DAYS_AHEAD; offset += 1) {
    const day = bookingDayOf(new Date(now.getTime() + offset * 24 * 60 * 60_000), timeZone);
    const instant = instantOn(day, minutesAfterMidnight, timeZone);
    if (slotProblem(instant, timeZone, now) === null) return instant;
  }
  throw new Error(`no day from ${daysAhead} days ahead opens at that time`);
}
