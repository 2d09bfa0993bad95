// set-next (spec part 2 section 7): the owner sets a condition's reminder from the reminder
// screen (spec part 2 section 4). The two modes are described in condition-api.ts. Every date
// is a day in the owner's zone (an offset in minutes east of UTC), set at noon.
import { addDays, addMonths, atNoon, type Day, dayOf } from './day.ts';
import type { ConditionInterval } from './mark-done.ts';

const BARE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/;

function bareDay(text: string): Day | null {
  const match = BARE_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.parse rolls 2026-02-30 over to 2 March: a day that is not on the calendar is refused.
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/**
 * The day a reminder date names: a bare date (2026-12-01) is that calendar day; a date-time
 * is the day it falls on in the owner's zone (2026-12-01T02:00:00Z is 1 December in AEST).
 * Null when the text is not a real date.
 */
export function dayOfDateText(text: string, utcOffsetMinutes = 0): Day | null {
  if (BARE_DATE.test(text)) return bareDay(text);
  if (!DATE_PREFIX.test(text) || bareDay(text.slice(0, 10)) === null) return null;
  const instant = new Date(text);
  return Number.isNaN(instant.getTime()) ? null : dayOf(instant, utcOffsetMinutes);
}

/** Whether `text` is a date dayOfDateText can read (the request schema's check). */
export function isDateText(text: string): boolean {
  return dayOfDateText(text) !== null;
}

/** -1, 0 or 1 as `a` is before, on or after `b`. */
function compareDays(a: Day, b: Day): number {
  return Math.sign(Date.UTC(a.year, a.month - 1, a.day) - Date.UTC(b.year, b.month - 1, b.day));
}

export type ReminderCondition = {
  /** Weekly or months; null when none is configured. */
  interval: ConditionInterval | null;
  /** Service: its km follow the service schedule, never this screen. */
  followsServiceSchedule: boolean;
  currentOdometer: number | null;
  averageOdometerInterval: number | null;
};

export type ReminderFacts = {
  lastDate: Date;
  nextDate: Date;
  /** Present only when the odometer side changes too. */
  odometer?: { lastOdometer: number | null; nextOdometer: number };
};

export type SetNextOutcome =
  | { ok: true; facts: ReminderFacts }
  | { ok: false; error: 'nextDateInPast' | 'lastDoneInFuture' | 'noInterval' };

/**
 * advanceFromToday: the reminder restarts today (lastDate now) and falls due on the chosen day,
 * today or later. A condition with an odometer reminder restarts that side from the current
 * reading too, so a target already passed cannot keep it overdue after the owner has chosen a
 * new date (service excepted: its km come from the schedule).
 *
 * Otherwise the chosen day, today or earlier, is when it was last done: lastDate is that day
 * and the next reminder is one interval later. The reading on that day is unknown, so the
 * odometer side is left as it is.
 */
export function setNextReminder(
  condition: ReminderCondition,
  choice: { day: Day; advanceFromToday: boolean },
  now: Date,
  utcOffsetMinutes = 0,
): SetNextOutcome {
  const today = dayOf(now, utcOffsetMinutes);
  const { day, advanceFromToday } = choice;
  if (advanceFromToday) {
    if (compareDays(day, today) < 0) return { ok: false, error: 'nextDateInPast' };
    const { currentOdometer: current, averageOdometerInterval: km } = condition;
    const restartsOdometer =
      !condition.followsServiceSchedule && current !== null && km !== null && km > 0;
    return {
      ok: true,
      facts: {
        lastDate: now,
        nextDate: atNoon(day, utcOffsetMinutes),
        ...(restartsOdometer
          ? { odometer: { lastOdometer: current, nextOdometer: current + km } }
          : {}),
      },
    };
  }
  if (compareDays(day, today) > 0) return { ok: false, error: 'lastDoneInFuture' };
  const { interval } = condition;
  if (interval === null) return { ok: false, error: 'noInterval' };
  const nextDay =
    'months' in interval ? addMonths(day, interval.months) : addDays(day, interval.weeks * 7);
  return {
    ok: true,
    facts: { lastDate: atNoon(day, utcOffsetMinutes), nextDate: atNoon(nextDay, utcOffsetMinutes) },
  };
}
