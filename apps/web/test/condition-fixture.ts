// Tests only: a whole Condition as the API answers it, healthy and monthly, for a test to
// change just the fields it is about.
import type { Condition } from '@ignite/domain/garage/condition-schema';
import { ConditionState, ConditionType, ConfigurationType } from '@ignite/domain/garage/enums';

export function conditionFixture(changes: Partial<Condition> = {}): Condition {
  return {
    conditionId: 'c-service',
    consumerVehicleId: 'v1',
    type: ConditionType.Service,
    state: ConditionState.UpToDate,
    value: 12,
    nextOdometer: 60_000,
    lastOdometer: 45_000,
    currentOdometer: 52_000,
    nextDate: '2026-11-10T02:00:00.000Z',
    lastDate: '2025-11-10T02:00:00.000Z',
    score: 0.53,
    averageOdometerInterval: 15_000,
    averagePrice: 420,
    dateDismissedByConsumer: null,
    dismissedByUserId: null,
    dateDismissedByUser: null,
    canBeDisabled: true,
    isDisabled: false,
    isEnabled: true,
    isVisible: true,
    isCritical: false,
    isDue: false,
    isOverdue: false,
    isUnconfigured: false,
    hasAlert: false,
    configurationType: ConfigurationType.Monthly,
    labels: {
      name: 'Service',
      description: 'Healthy!',
      actionMessage: null,
      stateLabel: 'Healthy',
      dateLabel: null,
      odometerRelativeLabel: null,
    },
    callToActionType: 0,
    workOrderConfiguration: null,
    ...changes,
  };
}
