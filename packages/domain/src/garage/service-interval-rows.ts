// The service schedule as the care-plan item page lists it (spec part 2 section 4, "Service
// interval state"): each interval's place against the next one, and what choosing one does.
import { ServiceIntervalState } from './enums.ts';
import type { ServiceIntervalView, ServiceSchedule } from './service-schedule-schema.ts';
import { chooseNextInterval, intervalYear } from './service-intervals.ts';
import { formatKilometres } from '../format/grouped-number.ts';

export type IntervalPosition = 'earlier' | 'next' | 'later';

export type IntervalRow = {
  interval: ServiceIntervalView;
  /** Interval year: the ceiling of months over 12. */
  year: number;
  /** Earlier intervals get a done checkbox; the next is shown as the next service. */
  position: IntervalPosition;
  /** Marked done by the dealership: checked, and the owner cannot undo it. */
  isDealerMarked: boolean;
};

/** '60,000 km or 48 months (year 4)': an interval as the owner reads it. */
export function intervalLabel(interval: Pick<ServiceIntervalView, 'km' | 'months'>): string {
  return `${formatKilometres(interval.km)} or ${interval.months} months (year ${intervalYear(interval.months)})`;
}

/**
 * Every interval (the API lists them in schedule order) with its position. Without a next
 * interval (the service reminder is Not set) every interval reads as later: none is behind
 * the owner yet.
 */
export function intervalRows(schedule: ServiceSchedule): IntervalRow[] {
  const nextId = schedule.nextInterval?.serviceIntervalId;
  const nextIndex = schedule.intervals.findIndex((i) => i.serviceIntervalId === nextId);
  return schedule.intervals.map((interval, index) => ({
    interval,
    year: intervalYear(interval.months),
    position:
      nextIndex === -1
        ? 'later'
        : index < nextIndex
          ? 'earlier'
          : index === nextIndex
            ? 'next'
            : 'later',
    isDealerMarked: interval.state === ServiceIntervalState.MarkedDoneFromDms,
  }));
}

export type IntervalChoice = { ok: true; resetCount: number } | { ok: false; message: string };

/**
 * What choosing `serviceIntervalId` as the next service would do, before asking: how many
 * later done intervals go back to not done (the confirmation says so), or why it is refused
 * (a dealer-marked interval would be undone). The same rule the server applies.
 */
export function previewIntervalChoice(
  schedule: ServiceSchedule,
  serviceIntervalId: string,
): IntervalChoice {
  // The rule reads states and order only; the completion dates play no part.
  const intervals = schedule.intervals.map((i) => ({ ...i, dateCompleted: null }));
  const change = chooseNextInterval(intervals, serviceIntervalId);
  return change.ok
    ? { ok: true, resetCount: change.resetCount }
    : { ok: false, message: change.message };
}

/**
 * The confirmation's words about the services a choice marks not done: the chosen one, if it
 * was done, and every later one that was.
 */
export function resetWarning(resetCount: number): string | null {
  if (resetCount === 0) return null;
  return resetCount === 1
    ? 'A service marked done will be set back to not done.'
    : `${resetCount} services marked done will be set back to not done.`;
}
