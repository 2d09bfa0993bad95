// Day arithmetic for the garage's date rules. Stored instants are UTC, but "tomorrow" and
// "noon" are a person's day, so each rule takes the zone as a fixed offset in minutes east of
// UTC (AEST is 600). The default is UTC, so a caller that forgets the zone gets a stable answer
// rather than the machine's zone.

export const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** A calendar day; month is 1 to 12. */
export type Day = { year: number; month: number; day: number };

/** The calendar day that `instant` falls on at the given offset. */
export function dayOf(instant: Date, utcOffsetMinutes = 0): Day {
  const shifted = new Date(instant.getTime() + utcOffsetMinutes * MINUTE_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** The instant `hours` after the start of `day` at the given offset (Date.UTC normalises overflow). */
export function atHour(day: Day, hours: number, utcOffsetMinutes = 0): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day, hours) - utcOffsetMinutes * MINUTE_MS);
}

/** Start of the day `instant` falls on. */
export function startOfDay(instant: Date, utcOffsetMinutes = 0): Date {
  return atHour(dayOf(instant, utcOffsetMinutes), 0, utcOffsetMinutes);
}

/** A chosen date is set at noon: 12 hours after the start of its day (spec part 2 section 4). */
export function atNoon(day: Day, utcOffsetMinutes = 0): Date {
  return atHour(day, 12, utcOffsetMinutes);
}

export function addDays(day: Day, days: number): Day {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day of the month `months` later (or earlier), clamped to the month's last day. */
export function addMonths(day: Day, months: number): Day {
  const index = day.year * 12 + (day.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(day.day, daysInMonth(year, month)) };
}

/** Start of tomorrow: the date side's overdue boundary. */
export function startOfTomorrow(now: Date, utcOffsetMinutes = 0): Date {
  return atHour(addDays(dayOf(now, utcOffsetMinutes), 1), 0, utcOffsetMinutes);
}
