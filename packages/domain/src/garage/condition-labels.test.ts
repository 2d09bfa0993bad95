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
    isCritical: true,
    isDisabled: true,
    isOverdue: true,
    isDue: true,
    isUnconfigured: true,
  };
  const noAlert = { hasAlert: false, isCritical: false };
  it.each([
    [{ ...everything, type: ConditionType.Recall }, 'Recall issued'],
    [everything, 'Issue detected'],
    [{ ...everything, ...noAlert }, 'Disabled'],
    [{ ...everything, ...noAlert, isDisabled: false }, 'Overdue'],
    [{ ...everything, ...noAlert, isDisabled: false, isOverdue: false }, 'Due'],
    [{ ...healthy, isUnconfigured: true }, 'Not set'],
    [healthy, 'Healthy'],
  ])('%o -> %s', (condition, label) => {
    expect(conditionLabel(condition)).toBe(label);
  });
  it('a dismissed recall or issue still reads as raised until it is resolved', () => {
    const dismissedRecall = {
      ...healthy,
      type: ConditionType.Recall,
      isCritical: true,
      hasAlert: false,
      score: 0,
    };
    expect(conditionLabel(dismissedRecall)).toBe('Recall issued');
    expect(conditionTip(dismissedRecall)).toBe('Recall Notice');
    const dismissedIssue = { ...healthy, isCritical: true, hasAlert: false, score: 0 };
    expect(conditionLabel(dismissedIssue)).toBe('Issue detected');
    expect(conditionTip(dismissedIssue)).toBe('Health Monitor Alert');
  });
});

describe('conditionTip', () => {
  it.each([
    [{ ...healthy, isUnconfigured: true }, 'Not Set'],
    [
      { ...healthy, type: ConditionType.Recall, isCritical: true, isUnconfigured: true },
      'Recall Notice',
    ],
    [{ ...healthy, isCritical: true, isOverdue: true }, 'Health Monitor Alert'],
    [{ ...healthy, isOverdue: true }, 'Overdue Maintenance'],
    [{ ...healthy, isDue: true }, 'Maintenance Due'],
    [healthy, 'Healthy!'],
    // A switched-off monitor reads as such, never 'Healthy!'.
    [{ ...healthy, isDisabled: true }, 'Switched off'],
    [{ ...healthy, isDisabled: true, isUnconfigured: true }, 'Switched off'],
  ])('%o -> %s', (condition, tip) => {
    expect(conditionTip(condition)).toBe(tip);
  });
});

describe('showsAsCritical and alertAnchor', () => {
  it.each([
    [{ ...healthy, isDue: true, score: 0.1 }, true, 'critical'],
    [{ ...healthy, isDue: true, score: 0.11 }, false, 'due'],
    [{ ...healthy, isOverdue: true, score: 0 }, true, 'critical'],
    [{ ...healthy, isCritical: true, hasAlert: true, score: 0 }, true, 'critical'],
    [{ ...healthy, isUnconfigured: true, score: 0 }, false, null],
    [{ ...healthy, isDisabled: true, isOverdue: true, score: 0 }, false, null],
    [healthy, false, null],
  ])('%o -> critical %s, anchor %s', (condition, critical, anchor) => {
    expect(showsAsCritical(condition)).toBe(critical);
    expect(alertAnchor(condition)).toBe(anchor);
  });
  it('a dismissed alert leaves the banner; its schedule alone may keep it there', () => {
    const dismissed = { ...healthy, isCritical: true, hasAlert: false, score: 0 };
    expect(alertAnchor(dismissed)).toBeNull();
    expect(alertAnchor({ ...dismissed, isDue: true })).toBe('due');
    expect(alertAnchor({ ...dismissed, isOverdue: true })).toBe('critical');
  });
});
