// A condition as the API answers it, for tests: Tyres, due, shown and switched on. A test
// changes what it is about with `overrides`.
import type { Condition } from '../src/garage/condition-schema.ts';
import { ConditionState, ConditionType } from '../src/garage/enums.ts';

export function testCondition(overrides: Partial<Condition> = {}): Condition {
  return {
    conditionId: 'c1',
    consumerVehicleId: 'v1',
    type: ConditionType.Tyres,
    state: ConditionState.Due,
    value: 12,
    nextOdometer: 50000,
    lastOdometer: 40000,
    currentOdometer: 48500,
    nextDate: '2026-11-10T12:00:00.000Z',
    lastDate: null,
    score: 0.15,
    averageOdometerInterval: 10000,
    averagePrice: 320,
    dateDismissedByConsumer: null,
    dismissedByUserId: null,
    dateDismissedByUser: null,
    canBeDisabled: true,
    isDisabled: false,
    isEnabled: true,
    isVisible: true,
    isCritical: false,
    isDue: true,
    isOverdue: false,
    isUnconfigured: false,
    hasAlert: false,
    configurationType: 'Monthly',
    labels: {
      name: 'Tyres',
      description: 'Rotate and check your tyres',
      actionMessage: null,
      stateLabel: 'Coming up',
      dateLabel: null,
      odometerRelativeLabel: null,
    },
    callToActionType: 0,
    workOrderConfiguration: null,
    ...overrides,
  };
}
