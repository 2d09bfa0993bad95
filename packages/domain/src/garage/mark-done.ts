// Mark done for a condition other than service (spec part 2 section 4): the condition is
// advanced by its interval from today, the way the server's advance-by-condition-interval does.
// (A service condition moves to the next interval instead: intervalAfter in service-intervals.ts.)
import { addDays, addMonths, atNoon, dayOf } from './day.ts';

export type ConditionInterval = { months: number } | { weeks: number };

export type AdvancedCondition = {
  lastDate: Date;
  nextDate: Date;
  lastOdometer: number | null;
  nextOdometer: number | null;
};

/**
 * Done today: last date is now; the next date is today plus the interval, at noon like every
 * chosen date. The odometer side moves too when both the current reading and the interval km
 * are known; otherwise it is cleared rather than left pointing at a target already met.
 */
export function advanceByInterval(
  condition: { currentOdometer: number | null; averageOdometerInterval: number | null },
  interval: ConditionInterval,
  now: Date,
  utcOffsetMinutes = 0,
): AdvancedCondition {
  const today = dayOf(now, utcOffsetMinutes);
  const nextDay =
    'months' in interval ? addMonths(today, interval.months) : addDays(today, interval.weeks * 7);
  const { currentOdometer: current, averageOdometerInterval: km } = condition;
  const hasOdometer = current !== null && km !== null && km > 0;
  return {
    lastDate: now,
    nextDate: atNoon(nextDay, utcOffsetMinutes),
    lastOdometer: current,
    nextOdometer: hasOdometer ? current + km : null,
  };
}
