import { describe, expect, it } from 'vitest';
import {
  alertAnchor,
  conditionLabel,
  conditionTip,
  type LabelledCondition,
  showsAsCritical,
  sortByDisplayOrder,
} from './condition-labels.ts';
import { ConditionType } from './enums.ts';

const healthy: LabelledCondition = {
  type: ConditionType.Tyres,
  score: 0.6,
  hasAlert: false,
  isDisabled: false,
  isCritical: false,
  isOverdue: false,
  isDue: false,
  isUnconfigured: false,
};

describe('sortByDisplayOrder', () => {
  it('orders Recall, Rego, Service, Tyres, Brakes, Battery, Wiper Blades, Wash', () => {
    const types = [
      ConditionType.Wash,
      ConditionType.Battery,
      ConditionType.Service,
      ConditionType.WiperBlades,
      ConditionType.Recall,
      ConditionType.Brakes,
      ConditionType.Tyres,
      ConditionType.Rego,
    ];
    expect(sortByDisplayOrder(types.map((type) => ({ type }))).map((c) => c.type)).toEqual([
      ConditionType.Recall,
      ConditionType.Rego,
      ConditionType.Service,
      ConditionType.Tyres,
      ConditionType.Brakes,
      ConditionType.Battery,
      ConditionType.WiperBlades,
      ConditionType.Wash,
    ]);
  });
  it('puts an unknown type last and leaves the input alone', () => {
    const input = [{ type: 99 as ConditionType }, { type: ConditionType.Wash }];
    expect(sortByDisplayOrder(input).map((c) => c.type)).toEqual([ConditionType.Wash, 99]);
    expect(input[0]?.type).toBe(99);
  });
});

describe('conditionLabel precedence', () => {
  const everything = {
    ...healthy,
    hasAlert: true,
    isDisabled: true,
    isOverdue: true,
    isDue: true,
    isUnconfigured: true,
  };
  it.each([
    [{ ...everything, type: ConditionType.Recall }, 'Recall issued'],
    [everything, 'Issue detected'],
    [{ ...everything, hasAlert: false }, 'Disabled'],
    [{ ...everything, hasAlert: false, isDisabled: false }, 'Overdue'],
    [{ ...everything, hasAlert: false, isDisabled: false, isOverdue: false }, 'Due'],
    [{ ...healthy, isUnconfigured: true }, 'Not set'],
  ])('%o -> %s', (condition, label) => {
    expect(conditionLabel(condition, 'list')).toBe(label);
    expect(conditionLabel(condition, 'settings')).toBe(label);
  });
  it('ends with OK in settings and Healthy in lists', () => {
    expect(conditionLabel(healthy, 'settings')).toBe('OK');
    expect(conditionLabel(healthy, 'list')).toBe('Healthy');
  });
});

describe('conditionTip', () => {
  it.each([
    [{ ...healthy, isUnconfigured: true }, 'Not Set'],
    [
      { ...healthy, type: ConditionType.Recall, hasAlert: true, isUnconfigured: true },
      'Recall Notice',
    ],
    [{ ...healthy, hasAlert: true, isOverdue: true }, 'Health Monitor Alert'],
    [{ ...healthy, isOverdue: true }, 'Overdue Maintenance'],
    [{ ...healthy, isDue: true }, 'Maintenance Due'],
    [healthy, 'Healthy!'],
  ])('%o -> %s', (condition, tip) => {
    expect(conditionTip(condition)).toBe(tip);
  });
});

describe('showsAsCritical and alertAnchor', () => {
  it.each([
    [{ ...healthy, isDue: true, score: 0.1 }, true, 'critical'],
    [{ ...healthy, isDue: true, score: 0.11 }, false, 'due'],
    [{ ...healthy, isOverdue: true, score: 0 }, true, 'critical'],
    [{ ...healthy, isCritical: true, score: 0 }, true, 'critical'],
    [{ ...healthy, isUnconfigured: true, score: 0 }, false, null],
    [{ ...healthy, isDisabled: true, isOverdue: true, score: 0 }, false, null],
    [healthy, false, null],
  ])('%o -> critical %s, anchor %s', (condition, critical, anchor) => {
    expect(showsAsCritical(condition)).toBe(critical);
    expect(alertAnchor(condition)).toBe(anchor);
  });
});
