import { describe, expect, it } from 'vitest';
import { ConditionType } from './enums.ts';
import {
  conditionPenalty,
  countsTowardsHealth,
  healthScore,
  type ScoredCondition,
} from './health-score.ts';

const ok: ScoredCondition = {
  type: ConditionType.Tyres,
  score: 0.8,
  isDisabled: false,
  isUnconfigured: false,
  isCritical: false,
  isDue: false,
  isOverdue: false,
};

describe('conditionPenalty', () => {
  it.each([
    [ok, 0],
    [{ ...ok, isUnconfigured: true, score: 0 }, 0],
    [{ ...ok, isCritical: true, score: 0 }, 2],
    [{ ...ok, isOverdue: true, score: 0 }, 1],
    [{ ...ok, isDue: true, score: 0.1 }, 1],
    [{ ...ok, isDue: true, score: 0.11 }, 0],
    [{ ...ok, isCritical: true, isOverdue: true, score: 0 }, 3],
    [{ ...ok, isCritical: true, isUnconfigured: true, score: 0 }, 2],
    [{ ...ok, isCritical: true, isUnconfigured: true, isDue: true, score: 0 }, 3],
  ])('%o -> %i', (condition, penalty) => {
    expect(conditionPenalty(condition)).toBe(penalty);
  });
});

describe('healthScore', () => {
  it('is 100 when all is well, and when nothing counts', () => {
    expect(healthScore([ok, ok])).toBe(100);
    expect(healthScore([])).toBe(100);
    expect(healthScore([{ ...ok, isDisabled: true, isCritical: true }])).toBe(100);
  });
  it('excludes recall and disabled conditions', () => {
    const recall = { ...ok, type: ConditionType.Recall, isCritical: true, score: 0 };
    const disabled = { ...ok, isDisabled: true, isOverdue: true, score: 0 };
    expect(healthScore([ok, recall, disabled])).toBe(100);
  });
  it('rounds the percentage remaining', () => {
    // 3 conditions = 9 points; one overdue -> 8/9 = 88.9% -> 89
    expect(healthScore([ok, ok, { ...ok, isOverdue: true, score: 0 }])).toBe(89);
    // 2 conditions = 6 points; one critical -> 4/6 = 66.7% -> 67
    expect(healthScore([ok, { ...ok, isCritical: true, score: 0 }])).toBe(67);
    // 8 conditions, one not set up: 7 count = 21 points; 2 + 1 = 3 -> 18/21 = 85.7% -> 86
    const eight = [
      ...Array.from({ length: 5 }, () => ok),
      { ...ok, isUnconfigured: true, score: 0 },
      { ...ok, isCritical: true, score: 0 },
      { ...ok, isDue: true, score: 0.05 },
    ];
    expect(healthScore(eight)).toBe(86);
  });
});

describe('a monitor not set up is not a fault', () => {
  const notSet = { ...ok, isUnconfigured: true, score: 0 };
  it('a brand-new car with every monitor still to set up scores 100', () => {
    expect(healthScore(Array.from({ length: 7 }, () => notSet))).toBe(100);
  });
  it('a new car with some set up and nothing due scores 100', () => {
    expect(healthScore([ok, ok, notSet, notSet, notSet])).toBe(100);
  });
  it('does not dilute what is known: one overdue of two set up is 5/6 -> 83', () => {
    expect(healthScore([ok, { ...ok, isOverdue: true, score: 0 }, notSet, notSet])).toBe(83);
  });
  it('counts once an issue is detected on it: 1/3 -> 33', () => {
    expect(healthScore([{ ...notSet, isCritical: true }, notSet])).toBe(33);
  });
  it('countsTowardsHealth says which count', () => {
    expect(countsTowardsHealth(notSet)).toBe(false);
    expect(countsTowardsHealth({ ...notSet, isCritical: true })).toBe(true);
    expect(countsTowardsHealth(ok)).toBe(true);
    expect(countsTowardsHealth({ ...ok, isDisabled: true })).toBe(false);
  });
  it('reaches 0 when every condition loses all 3 points', () => {
    expect(healthScore([{ ...ok, isCritical: true, isOverdue: true, score: 0 }])).toBe(0);
  });
});
