// The service schedule's rules (spec part 2 section 4): interval year, mark done, and choosing
// the next interval. Pure: each answers the new interval list for the server to store.
import { ServiceIntervalState } from './enums.ts';

export type ServiceInterval = {
  serviceIntervalId: string;
  km: number;
  months: number;
  state: ServiceIntervalState;
  dateCompleted: Date | null;
};

/** Interval year is the ceiling of months over 12 (a 15-month service falls in year 2). */
export function intervalYear(months: number): number {
  return Math.ceil(months / 12);
}

export function isIntervalDone(interval: { state: ServiceIntervalState }): boolean {
  return interval.state !== ServiceIntervalState.NotDone;
}

/** Schedule order: by km, then months, so "earlier" and "later" mean the same everywhere. */
export function inScheduleOrder<T extends ServiceInterval>(intervals: readonly T[]): T[] {
  return [...intervals].sort((a, b) => a.km - b.km || a.months - b.months);
}

/**
 * Mark done for a service condition: the next interval becomes the first whose km is above the
 * current next interval's km; null when the schedule has no more (the condition then reads
 * Incomplete, as a service condition without a next interval does).
 */
export function intervalAfter<T extends ServiceInterval>(
  intervals: readonly T[],
  next: { km: number },
): T | null {
  return inScheduleOrder(intervals).find((interval) => interval.km > next.km) ?? null;
}

export const DEALER_MARKED_MESSAGE =
  'This service was marked done by the dealership and cannot be changed';
export const UNKNOWN_INTERVAL_MESSAGE = 'That service interval is not in the schedule';

export type IntervalChange =
  | { ok: true; intervals: ServiceInterval[]; nextInterval: ServiceInterval; resetCount: number }
  | { ok: false; error: 'dealer-marked' | 'unknown-interval'; message: string };

/**
 * Choosing the next interval: the chosen one and every later one that is done go back to
 * NotDone (the screen asks for confirmation first when resetCount would be above 0). A
 * MarkedDoneFromDms interval can never be undone by the user, so a choice that would reset one
 * is refused whole, changing nothing.
 */
export function chooseNextInterval(
  intervals: readonly ServiceInterval[],
  serviceIntervalId: string,
): IntervalChange {
  const chosen = intervals.find((i) => i.serviceIntervalId === serviceIntervalId);
  if (!chosen) return { ok: false, error: 'unknown-interval', message: UNKNOWN_INTERVAL_MESSAGE };
  const toReset = intervals.filter((i) => i.km >= chosen.km && isIntervalDone(i));
  if (toReset.some((i) => i.state === ServiceIntervalState.MarkedDoneFromDms)) {
    return { ok: false, error: 'dealer-marked', message: DEALER_MARKED_MESSAGE };
  }
  const updated = intervals.map((i) =>
    toReset.includes(i) ? { ...i, state: ServiceIntervalState.NotDone, dateCompleted: null } : i,
  );
  const nextInterval = updated.find((i) => i.serviceIntervalId === serviceIntervalId) ?? chosen;
  return { ok: true, intervals: updated, nextInterval, resetCount: toReset.length };
}

/**
 * The user ticks or clears an earlier interval's done checkbox. Only the DMS may mark an
 * interval MarkedDoneFromDms, and the user may not clear or re-mark one it has.
 */
export function setIntervalStateByUser(
  intervals: readonly ServiceInterval[],
  serviceIntervalId: string,
  state: ServiceIntervalState,
  now: Date,
): { ok: true; intervals: ServiceInterval[] } | Extract<IntervalChange, { ok: false }> {
  const target = intervals.find((i) => i.serviceIntervalId === serviceIntervalId);
  if (!target) return { ok: false, error: 'unknown-interval', message: UNKNOWN_INTERVAL_MESSAGE };
  if (
    target.state === ServiceIntervalState.MarkedDoneFromDms ||
    state === ServiceIntervalState.MarkedDoneFromDms
  ) {
    return { ok: false, error: 'dealer-marked', message: DEALER_MARKED_MESSAGE };
  }
  const dateCompleted =
    state === ServiceIntervalState.NotDone ? null : (target.dateCompleted ?? now);
  return {
    ok: true,
    intervals: intervals.map((i) => (i === target ? { ...i, state, dateCompleted } : i)),
  };
}
