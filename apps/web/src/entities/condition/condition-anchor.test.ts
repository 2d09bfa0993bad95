import { describe, expect, test } from 'vitest';
import { ConditionType } from '@ignite/domain/garage/enums';
import { conditionTileId } from './condition-anchor.ts';

const healthy = {
  type: ConditionType.Service,
  score: 0.6,
  hasAlert: false,
  isDisabled: false,
  isCritical: false,
  isOverdue: false,
  isDue: false,
  isUnconfigured: false,
};

describe('conditionTileId', () => {
  test('overdue and critical tiles are anchored as critical', () => {
    expect(conditionTileId({ ...healthy, isOverdue: true, score: 0 })).toBe('critical-service');
    const battery = { ...healthy, type: ConditionType.Battery, hasAlert: true, isCritical: true };
    expect(conditionTileId({ ...battery, score: 0 })).toBe('critical-battery');
  });

  test('due tiles are anchored as due, unless down to 0.1 where they show critical', () => {
    expect(conditionTileId({ ...healthy, isDue: true, score: 0.18 })).toBe('due-service');
    expect(conditionTileId({ ...healthy, isDue: true, score: 0.1 })).toBe('critical-service');
  });

  test('other tiles get a plain id, two words joined by a dash', () => {
    expect(conditionTileId({ ...healthy, type: ConditionType.WiperBlades })).toBe(
      'condition-wiper-blades',
    );
    expect(conditionTileId({ ...healthy, isUnconfigured: true, score: 0 })).toBe(
      'condition-service',
    );
  });

  test('a disabled condition is never an alert, whatever its schedule says', () => {
    expect(conditionTileId({ ...healthy, isDisabled: true, isOverdue: true, score: 0 })).toBe(
      'condition-service',
    );
  });
});
