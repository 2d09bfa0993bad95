// The service condition follows the service schedule (spec part 2 section 4): its next km is
// the next interval's, and its next date one interval step after its last. These rules answer
// the facts the server stores when the owner picks the active interval or marks a service done.
import { addMonths, atNoon, dayOf } from './day.ts';
import { ServiceIntervalState } from './enums.ts';
import { inScheduleOrder, intervalAfter, type ServiceInterval } from './service-intervals.ts';

/** The service condition's stored facts. */
export type ServiceConditionFacts = {
  lastOdometer: number | null;
  lastDate: Date;
  nextOdometer: number | null;
  nextDate: Date | null;
};

/**
 * The months between an interval and the one before it in the schedule (30,000 km / 24 months
 * after 15,000 km / 12 months is 12); the first interval's own months. A schedule whose months
 * do not grow (bad data) falls back to the interval's own months rather than a step of 0.
 */
export function intervalStepMonths(
  intervals: readonly ServiceInterval[],
  interval: Pick<ServiceInterval, 'serviceIntervalId' | 'months'>,
): number {
  const ordered = inScheduleOrder(intervals);
  const index = ordered.findIndex((i) => i.serviceIntervalId === interval.serviceIntervalId);
  const previous = index > 0 ? ordered[index - 1] : undefined;
  const step = previous === undefined ? interval.months : interval.months - previous.months;
  return step > 0 ? step : interval.months;
}

/**
 * set-active-service-interval: "my last service was at lastOdometer km, lastMonths months ago,
 * and the next due is this interval". The last date is today's day of the month lastMonths
 * months back, at noon; the next is one step of the chosen interval later, at noon.
 */
export function activeIntervalFacts(
  intervals: readonly ServiceInterval[],
  chosen: ServiceInterval,
  last: { lastOdometer: number; lastMonths: number },
  now: Date,
  utcOffsetMinutes = 0,
): ServiceConditionFacts {
  const lastDay = addMonths(dayOf(now, utcOffsetMinutes), -last.lastMonths);
  const nextDay = addMonths(lastDay, intervalStepMonths(intervals, chosen));
  return {
    lastOdometer: last.lastOdometer,
    lastDate: atNoon(lastDay, utcOffsetMinutes),
    nextOdometer: chosen.km,
    nextDate: atNoon(nextDay, utcOffsetMinutes),
  };
}

export type ServiceMarkedDone = {
  intervals: ServiceInterval[];
  /** Null after the last interval: the condition then reads Incomplete. */
  nextInterval: ServiceInterval | null;
  condition: ServiceConditionFacts;
};

/**
 * Mark done on the service condition: the current next interval is done (by the user, now,
 * unless the dealership already marked it), the next becomes the first interval whose km is
 * above it, and the condition restarts today at the current reading, due at the new
 * interval's km and one step of it from today. Null when there is no current next interval.
 */
export function markServiceDone(
  intervals: readonly ServiceInterval[],
  currentNextId: string | null,
  currentOdometer: number | null,
  now: Date,
  utcOffsetMinutes = 0,
): ServiceMarkedDone | null {
  const current = intervals.find((i) => i.serviceIntervalId === currentNextId);
  if (!current) return null;
  const updated = intervals.map((i) =>
    i === current && i.state === ServiceIntervalState.NotDone
      ? { ...i, state: ServiceIntervalState.MarkedDoneByUser, dateCompleted: now }
      : i,
  );
  const following = intervalAfter(updated, current);
  const today = dayOf(now, utcOffsetMinutes);
  return {
    intervals: updated,
    nextInterval: following,
    condition: {
      lastOdometer: currentOdometer,
      lastDate: now,
      nextOdometer: following?.km ?? null,
      nextDate:
        following === null
          ? null
          : atNoon(addMonths(today, intervalStepMonths(updated, following)), utcOffsetMinutes),
    },
  };
}
