import { describe, expect, test } from 'vitest';
import { ConditionType } from '@ignite/domain/garage/enums';
import { conditionItemPath } from './condition-item-path.ts';

describe('conditionItemPath', () => {
  test('names the condition by its slug under the condition item type', () => {
    expect(conditionItemPath(ConditionType.WiperBlades)).toBe(
      '/my-garage/care-plan/item/condition/wiper-blades',
    );
    expect(conditionItemPath(ConditionType.Battery)).toBe(
      '/my-garage/care-plan/item/condition/battery',
    );
  });
});
