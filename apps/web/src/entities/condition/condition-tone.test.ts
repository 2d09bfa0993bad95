import { describe, expect, test } from 'vitest';
import { ConditionType } from '@ignite/domain/garage/enums';
import { conditionTone } from './condition-tone.ts';
import { conditionFixture } from '@test/condition-fixture.ts';

describe('conditionTone', () => {
  test('a recall or a detected issue is critical, and so is overdue', () => {
    const recall = { type: ConditionType.Recall, hasAlert: true, isCritical: true, score: 0 };
    expect(conditionTone(conditionFixture(recall))).toBe('critical');
    expect(conditionTone(conditionFixture({ isOverdue: true, score: 0 }))).toBe('critical');
  });

  test('due is due above 0.1, critical at 0.1 or below', () => {
    expect(conditionTone(conditionFixture({ isDue: true, score: 0.18 }))).toBe('due');
    expect(conditionTone(conditionFixture({ isDue: true, score: 0.1 }))).toBe('critical');
  });

  test('disabled wins over the schedule; unset is neither alert nor healthy', () => {
    expect(conditionTone(conditionFixture({ isDisabled: true, isOverdue: true }))).toBe('disabled');
    expect(conditionTone(conditionFixture({ isUnconfigured: true, score: 0 }))).toBe('unset');
  });

  test('anything else is healthy', () => {
    expect(conditionTone(conditionFixture())).toBe('healthy');
  });
});
