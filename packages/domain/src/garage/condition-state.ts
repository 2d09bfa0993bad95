// A condition's state is computed from stored facts and the clock, never stored, so it cannot
// go stale as time passes. The schedule (odometer and date sides) gives Incomplete, UpToDate,
// Due or Overdue; an alert (a recall issued, or an issue the health monitor detected) makes the
// condition Critical, which sets the score to 0 (spec part 2 section 4). The schedule's flags
// (isUnconfigured, isDue, isOverdue) are kept under Critical, so the health score can charge
// both, up to the 3 points a condition is worth.
import {
  dateSide,
  isValidDate,
  odometerSide,
  type SideResult,
  worseSide,
} from './condition-sides.ts';
import { DAY_MS } from './day.ts';
import { ConditionState, ConditionType, ConfigurationType, configurationTypeOf } from './enums.ts';

export type ConditionFacts = {
  type: ConditionType;
  /** Defaults to the type's own (configurationTypeOf) when absent. */
  configurationType?: ConfigurationType | null;
  isDisabled: boolean;
  /** A recall issued (Recall) or a health-monitor issue detected (other types). */
  hasAlert: boolean;
  lastOdometer: number | null;
  nextOdometer: number | null;
  currentOdometer: number | null;
  lastDate: Date | null;
  nextDate: Date | null;
  averageOdometerInterval: number | null;
  /** The configured period in days (months or weeks converted by the caller). */
  intervalDays: number | null;
  estimatedAnnualKilometres: number;
  /** Service only: whether its schedule has a next interval. */
  hasNextServiceInterval?: boolean;
};

export type ConditionStatus = {
  state: ConditionState;
  score: number;
  isDue: boolean;
  isOverdue: boolean;
  isCritical: boolean;
  isUnconfigured: boolean;
  /** The stored next date, or the one derived from annual km when only an odometer target exists. */
  nextDate: Date | null;
};

/** When only an odometer target exists: today plus the km left at the vehicle's annual rate. */
export function deriveNextDate(
  nextOdometer: number,
  currentOdometer: number,
  annualKilometres: number,
  now: Date,
): Date | null {
  if (annualKilometres <= 0) return null;
  const remaining = Math.max(0, nextOdometer - currentOdometer);
  return new Date(now.getTime() + Math.round((remaining / annualKilometres) * 365) * DAY_MS);
}

function scheduleOf(facts: ConditionFacts, now: Date, utcOffsetMinutes: number): SideResult {
  const configuration =
    facts.configurationType === undefined
      ? configurationTypeOf(facts.type)
      : facts.configurationType;
  // Recall has no schedule: without an alert there is nothing to do.
  if (configuration === null) return { state: ConditionState.UpToDate, score: 1 };
  const date = dateSide(facts, now, utcOffsetMinutes);
  // Date-configured without a valid next date is forced to Incomplete; weekly is date-only too.
  if (configuration !== ConfigurationType.Monthly) return date;
  if (facts.type === ConditionType.Service && facts.hasNextServiceInterval === false) {
    return { state: ConditionState.Incomplete, score: 0 };
  }
  return worseSide([odometerSide(facts), date]);
}

export function conditionStatus(
  facts: ConditionFacts,
  now: Date,
  utcOffsetMinutes = 0,
): ConditionStatus {
  const schedule = scheduleOf(facts, now, utcOffsetMinutes);
  const isCritical = facts.hasAlert;
  const nextDate =
    isValidDate(facts.nextDate) || facts.nextOdometer === null || facts.currentOdometer === null
      ? facts.nextDate
      : deriveNextDate(
          facts.nextOdometer,
          facts.currentOdometer,
          facts.estimatedAnnualKilometres,
          now,
        );
  return {
    state: isCritical ? ConditionState.Critical : schedule.state,
    score: isCritical ? 0 : schedule.score,
    isDue: schedule.state === ConditionState.Due,
    isOverdue: schedule.state === ConditionState.Overdue,
    isCritical,
    isUnconfigured: schedule.state === ConditionState.Incomplete,
    nextDate: nextDate !== null && isValidDate(nextDate) ? nextDate : null,
  };
}
