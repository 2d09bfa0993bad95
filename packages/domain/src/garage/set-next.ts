// set-next (spec part 2 section 7): the owner sets a condition's reminder from the reminder
// screen (spec part 2 section 4). The two modes are described in condition-api.ts. Every date
// is a day in the owner's zone (an offset in minutes east of UTC), set at noon.
import { addDays, addMonths, atNoon, type Day, dayOf } from './day.ts';
import { conditionPenalty, type ScoredCondition } from './health-score.ts';
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
};

/**
 * What a reminder changes. A reminder moves the next date only; "last done" moves only when
 * the owner says when the work was last done.
 */
export type ReminderFacts = { nextDate: Date; lastDate?: Date };

export type SetNextOutcome =
  | { ok: true; facts: ReminderFacts }
  | { ok: false; error: 'nextDateInPast' | 'lastDoneInFuture' | 'noInterval' };

/**
 * advanceFromToday: a reminder. The next date becomes the chosen day, today or later, at noon;
 * nothing else changes. It says nothing about work being done, so the last-done date and the
 * odometer side stay as they were: an odometer target already passed keeps the condition
 * overdue until it is marked done.
 *
 * Otherwise the chosen day, today or earlier, is when it was last done (the owner's own
 * account): lastDate is that day and the next reminder is one interval later. The reading on
 * that day is unknown, so the odometer side is left as it is.
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
    return { ok: true, facts: { nextDate: atNoon(day, utcOffsetMinutes) } };
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

/** How a condition reads before and after a reminder: its schedule flags and its score. */
export type ReminderReading = Pick<
  ScoredCondition,
  'isDue' | 'isOverdue' | 'isCritical' | 'isUnconfigured' | 'score' | 'type' | 'isDisabled'
>;

const lateness = (c: ReminderReading) => (c.isOverdue ? 2 : c.isDue ? 1 : 0);

/**
 * Whether a reminder would make a due or overdue condition read better: less late, or costing
 * the health score less. Only work done can do that (mark done, or saying when it was last
 * done), so such a reminder is refused rather than saved.
 */
export function reminderWouldLift(before: ReminderReading, after: ReminderReading): boolean {
  return lateness(after) < lateness(before) || conditionPenalty(after) < conditionPenalty(before);
}
