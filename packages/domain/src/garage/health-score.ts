// The vehicle's health score out of 100 (spec part 2 section 4), with one departure: a monitor
// the owner has not set up yet is not a fault, so it neither costs points nor counts towards the
// total (docs/spec-notes.md). A brand-new car with nothing due scores 100.
import { ConditionType } from './enums.ts';

export const POINTS_PER_CONDITION = 3;
const LOW_SCORE = 0.1;

export type ScoredCondition = {
  type: ConditionType;
  score: number;
  isDisabled: boolean;
  isUnconfigured: boolean;
  isCritical: boolean;
  isDue: boolean;
  isOverdue: boolean;
};

/**
 * Penalty: 2 if critical, 1 if overdue or due with score at most 0.1. Not set up costs nothing:
 * nothing is known to be wrong with a part whose reminder is not set. The schedule flags survive
 * Critical (see condition-state.ts), so a critical condition can also be overdue; the total is
 * capped at the 3 points a condition is worth. Overdue always scores 0, so "1 per overdue, or
 * due at 0.1 or below" and "1 per overdue or due, at 0.1 or below" agree.
 */
export function conditionPenalty(c: ScoredCondition): number {
  let penalty = 0;
  if (c.isCritical) penalty += 2;
  if ((c.isOverdue || c.isDue) && c.score <= LOW_SCORE) penalty += 1;
  return Math.min(POINTS_PER_CONDITION, penalty);
}

/**
 * Recall and disabled conditions do not count, nor does a monitor not set up: its state is
 * unknown, and counting it as healthy would claim what nobody has checked. An alert on it (the
 * health monitor found an issue) is known, so then it counts.
 */
export function countsTowardsHealth(
  c: Pick<ScoredCondition, 'type' | 'isDisabled' | 'isUnconfigured' | 'isCritical'>,
): boolean {
  if (c.type === ConditionType.Recall || c.isDisabled) return false;
  return !c.isUnconfigured || c.isCritical;
}

/**
 * The rounded percentage of points remaining, 0 to 100. With nothing to count (every
 * condition disabled or not set up) nothing is known to be wrong, so the score is 100 rather
 * than a division by zero.
 */
export function healthScore(conditions: readonly ScoredCondition[]): number {
  const counted = conditions.filter(countsTowardsHealth);
  if (counted.length === 0) return 100;
  const total = counted.length * POINTS_PER_CONDITION;
  const penalty = counted.reduce((sum, c) => sum + conditionPenalty(c), 0);
  return Math.round(((total - penalty) / total) * 100);
}
