import { describe, expect, it } from 'vitest';
import { ConditionType } from './enums.ts';
import { conditionPenalty, healthScore, type ScoredCondition } from './health-score.ts';

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
    [{ ...ok, isUnconfigured: true, score: 0 }, 1],
    [{ ...ok, isCritical: true, score: 0 }, 2],
    [{ ...ok, isOverdue: true, score: 0 }, 1],
    [{ ...ok, isDue: true, score: 0.1 }, 1],
    [{ ...ok, isDue: true, score: 0.11 }, 0],
    [{ ...ok, isCritical: true, isOverdue: true, score: 0 }, 3],
    [{ ...ok, isCritical: true, isUnconfigured: true, score: 0 }, 3],
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
    // 8 conditions = 24 points; 1 + 2 + 1 = 4 -> 20/24 = 83.3% -> 83
    const eight = [
      ...Array.from({ length: 5 }, () => ok),
      { ...ok, isUnconfigured: true, score: 0 },
      { ...ok, isCritical: true, score: 0 },
      { ...ok, isDue: true, score: 0.05 },
    ];
    expect(healthScore(eight)).toBe(83);
  });
  it('reaches 0 when every condition loses all 3 points', () => {
    expect(healthScore([{ ...ok, isCritical: true, isOverdue: true, score: 0 }])).toBe(0);
  });
});
