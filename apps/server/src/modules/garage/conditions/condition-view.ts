// A stored condition row plus its app's configuration becomes the API's Condition: every
// computed field (state, score, flags, labels) comes from the domain rules and the clock.
import { hasActiveAlert, isAlertRaised } from '@ignite/domain/garage/condition-alerts';
import { type Condition } from '@ignite/domain/garage/condition-schema';
import {
  conditionLabel,
  conditionTip,
  sortByDisplayOrder,
} from '@ignite/domain/garage/condition-labels';
import { conditionStatus } from '@ignite/domain/garage/condition-state';
import { CallToActionType, ConditionType, configurationTypeOf } from '@ignite/domain/garage/enums';
import { healthScore } from '@ignite/domain/garage/health-score';
import { reminderInterval } from '@ignite/domain/garage/condition-interval';
import type { VehicleCondition } from '@ignite/domain/garage/vehicle';
import type { conditionConfigurations, conditions } from '../../../db/garage-schema.ts';

type ConditionRow = typeof conditions.$inferSelect;
type ConfigurationRow = typeof conditionConfigurations.$inferSelect;

/**
 * The demo dealerships are in Sydney and Brisbane (AEST, no daylight saving in Brisbane), and
 * the seed sets its dates at AEST wall-clock hours, so "tomorrow" is an AEST day. A per-app
 * zone belongs to the app configuration when a dealership elsewhere joins.
 */
export const GARAGE_UTC_OFFSET_MINUTES = 600;

const DAYS_PER_MONTH = 365 / 12;

export type ConditionContext = {
  vehicleId: string;
  currentOdometer: number | null;
  estimatedAnnualKilometres: number;
  /** Service only: whether the vehicle's schedule has a next interval. */
  hasNextServiceInterval: boolean;
  now: Date;
};

const CONDITION_TYPES = new Set<number>(Object.values(ConditionType));
export const isConditionType = (type: number): type is ConditionType => CONDITION_TYPES.has(type);

/** A name for a type its app has no configuration for: 'WiperBlades' -> 'Wiper Blades'. */
function defaultName(type: ConditionType): string {
  const key = Object.entries(ConditionType).find(([, value]) => value === type)?.[0] ?? '';
  return key.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** The reminder step in effect (stored, else the type's default): its number and its days. */
function intervalOf(row: ConditionRow & { type: ConditionType }) {
  const interval = reminderInterval(row.type, row);
  if (interval === null) return { value: null, days: null };
  if ('weeks' in interval) return { value: interval.weeks, days: interval.weeks * 7 };
  return { value: interval.months, days: Math.round(interval.months * DAYS_PER_MONTH) };
}

const CALL_TO_ACTION_TYPES = new Set<number>(Object.values(CallToActionType));
/** The stored column is a plain integer: an unknown value is no call to action. */
function callToActionTypeOf(configuration: ConfigurationRow | undefined): CallToActionType {
  const stored = configuration?.callToActionType ?? CallToActionType.NotSet;
  return CALL_TO_ACTION_TYPES.has(stored) ? (stored as CallToActionType) : CallToActionType.NotSet;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toCondition(
  row: ConditionRow & { type: ConditionType },
  configuration: ConfigurationRow | undefined,
  context: ConditionContext,
): Condition {
  const configurationType = configurationTypeOf(row.type);
  const interval = intervalOf(row);
  // A recall's alert is the recall itself; any other type's is an issue the monitor detected.
  // Raised, it makes the condition Critical until it is resolved; dismissing only takes it out
  // of the banner (hasAlert), never makes an open recall or a detected issue healthy.
  const isRaised = isAlertRaised(row);
  const hasAlert = hasActiveAlert(row);
  // The app not offering a type at all disables it too, and hides it.
  const isDisabled = row.isDisabled || (configuration?.isDisabled ?? false);
  const status = conditionStatus(
    {
      type: row.type,
      configurationType,
      isDisabled,
      hasAlert: isRaised,
      lastOdometer: row.lastOdometer,
      nextOdometer: row.nextOdometer,
      currentOdometer: context.currentOdometer,
      lastDate: row.lastDate,
      nextDate: row.nextDate,
      averageOdometerInterval: row.intervalKm,
      intervalDays: interval.days,
      estimatedAnnualKilometres: context.estimatedAnnualKilometres,
      hasNextServiceInterval: context.hasNextServiceInterval,
    },
    context.now,
    GARAGE_UTC_OFFSET_MINUTES,
  );
  const labelled = { ...status, type: row.type, hasAlert, isDisabled };
  return {
    conditionId: row.id,
    consumerVehicleId: context.vehicleId,
    type: row.type,
    state: status.state,
    value: interval.value,
    nextOdometer: row.nextOdometer,
    lastOdometer: row.lastOdometer,
    currentOdometer: context.currentOdometer,
    nextDate: iso(status.nextDate),
    lastDate: iso(row.lastDate),
    score: status.score,
    averageOdometerInterval: row.intervalKm,
    averagePrice: row.averagePriceCents === null ? null : row.averagePriceCents / 100,
    dateDismissedByConsumer: iso(row.dateDismissedByConsumer),
    dismissedByUserId: row.dismissedByUserId,
    dateDismissedByUser: iso(row.dateDismissedByUser),
    canBeDisabled: configuration?.canUserDisable ?? true,
    isDisabled,
    isEnabled: !isDisabled,
    isVisible: !(configuration?.isDisabled ?? false),
    isCritical: status.isCritical,
    isDue: status.isDue,
    isOverdue: status.isOverdue,
    isUnconfigured: status.isUnconfigured,
    hasAlert,
    configurationType,
    labels: {
      name: configuration?.name ?? defaultName(row.type),
      // A recall's own notice describes it best while it is open; otherwise the tip for its
      // state.
      description:
        row.type === ConditionType.Recall && isRaised && row.recallDescription
          ? row.recallDescription
          : conditionTip(labelled),
      actionMessage: configuration?.callToAction ?? null,
      stateLabel: conditionLabel(labelled),
      dateLabel: null,
      odometerRelativeLabel: null,
    },
    callToActionType: callToActionTypeOf(configuration),
    // Work-order limits are answered with the care plan (care-plan-view.ts), not per condition.
    workOrderConfiguration: null,
  };
}

/** Every known condition in display order, and the health score over them. */
export function toVehicleCondition(
  rows: readonly ConditionRow[],
  configurations: readonly ConfigurationRow[],
  context: ConditionContext,
): VehicleCondition {
  const byType = new Map(configurations.map((c) => [c.conditionType, c]));
  const known = rows.flatMap((row) => {
    const type = row.type;
    return isConditionType(type) ? [{ ...row, type }] : [];
  });
  const list = sortByDisplayOrder(
    known.map((row) => toCondition(row, byType.get(row.type), context)),
  );
  return { score: healthScore(list), conditions: list };
}
