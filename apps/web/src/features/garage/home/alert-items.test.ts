import { describe, expect, test } from 'vitest';
import { ConditionType } from '@ignite/domain/garage/enums';
import { conditionFixture } from '@test/condition-fixture.ts';
import { alertItems } from './alert-items.ts';

const recall = conditionFixture({
  conditionId: 'recall',
  type: ConditionType.Recall,
  hasAlert: true,
  isCritical: true,
  score: 0,
});
const service = conditionFixture({ conditionId: 'service', isDue: true, score: 0.18 });
const brakes = conditionFixture({
  conditionId: 'brakes',
  type: ConditionType.Brakes,
  isOverdue: true,
  score: 0,
});
const tyres = conditionFixture({ conditionId: 'tyres', type: ConditionType.Tyres, score: 0.87 });
const wipers = conditionFixture({
  conditionId: 'wipers',
  type: ConditionType.WiperBlades,
  isUnconfigured: true,
  score: 0,
});

const ids = (items: ReturnType<typeof alertItems>) =>
  items.map((item) => `${item.anchor}:${item.condition.conditionId}`);

describe('alertItems', () => {
  test('no critical or due condition: no banner', () => {
    expect(alertItems([tyres, wipers])).toEqual([]);
    expect(alertItems([])).toEqual([]);
  });

  test('critical and overdue come first as critical, then due, each in list order', () => {
    expect(ids(alertItems([recall, service, tyres, brakes, wipers]))).toEqual([
      'critical:recall',
      'critical:brakes',
      'due:service',
    ]);
  });

  test('a due condition down to 0.1 shows critical, so it is linked with them', () => {
    const nearlyGone = { ...service, score: 0.1 };
    expect(ids(alertItems([nearlyGone]))).toEqual(['critical:service']);
  });

  test('disabled and hidden conditions raise no alert', () => {
    expect(alertItems([{ ...brakes, isDisabled: true }])).toEqual([]);
    expect(alertItems([{ ...recall, isVisible: false }])).toEqual([]);
  });
});
