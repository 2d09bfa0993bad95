// The vehicle's health score out of 100 (spec part 2 section 4).
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
 * Penalty: 1 if unconfigured, 2 if critical, 1 if overdue or due with score at most 0.1. The
 * schedule flags survive Critical (see condition-state.ts), so a critical condition can also be
 * unset or overdue; the total is capped at the 3 points a condition is worth. Overdue always
 * scores 0, so "1 per overdue, or due at 0.1 or below" and "1 per overdue or due, at 0.1 or
 * below" agree.
 */
export function conditionPenalty(c: ScoredCondition): number {
  let penalty = 0;
  if (c.isUnconfigured) penalty += 1;
  if (c.isCritical) penalty += 2;
  if ((c.isOverdue || c.isDue) && c.score <= LOW_SCORE) penalty += 1;
  return Math.min(POINTS_PER_CONDITION, penalty);
}

/** Recall and disabled conditions do not count. */
export function countsTowardsHealth(c: { type: ConditionType; isDisabled: boolean }): boolean {
  return c.type !== ConditionType.Recall && !c.isDisabled;
}

/**
 * The rounded percentage of points remaining, 0 to 100. With nothing to count (every
 * condition disabled) nothing is wrong, so the score is 100 rather than a division by zero.
 */
export function healthScore(conditions: readonly ScoredCondition[]): number {
  const counted = conditions.filter(countsTowardsHealth);
  if (counted.length === 0) return 100;
  const total = counted.length * POINTS_PER_CONDITION;
  const penalty = counted.reduce((sum, c) => sum + conditionPenalty(c), 0);
  return Math.round(((total - penalty) / total) * 100);
}
