// A care-plan work-order item (spec part 2 section 3, Work order configuration; part 3
// section 3, Care plan item): how many orders the owner has used, over the term and this
// contract year, computed from the claims, never stored as counts that can drift.
import { ConditionType, WorkOrderType } from '../garage/enums.ts';

export type WorkOrderLimits = {
  hasAnnualClaimLimit: boolean;
  maximumAnnualClaimCount: number;
  maximumClaimCount: number;
};

export type WorkOrderCounts = {
  claimCount: number;
  annualClaimCount: number;
  hasReachedAnnualClaimLimit: boolean;
  /** Another order can be claimed under the plan: neither limit is reached. */
  isClaimable: boolean;
};

/**
 * The start of the contract year `now` falls in: the latest anniversary of the product's
 * active-from date at or before now. A product without that date counts the last 12 months.
 * An anniversary on 29 February falls on 28 February in other years.
 */
export function contractYearStart(activeFrom: Date | null, now: Date): Date {
  const anniversary = (years: number) => {
    const from = activeFrom ?? now;
    const date = new Date(from);
    date.setUTCDate(1);
    date.setUTCFullYear(from.getUTCFullYear() + years);
    const lastDay = new Date(
      Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0),
    ).getUTCDate();
    date.setUTCDate(Math.min(from.getUTCDate(), lastDay));
    return date;
  };
  if (!activeFrom) return anniversary(-1);
  let years = now.getUTCFullYear() - activeFrom.getUTCFullYear();
  while (years > 0 && anniversary(years).getTime() > now.getTime()) years -= 1;
  return anniversary(Math.max(0, years));
}

/** The counts of a work-order item from the dates of its claims. */
export function workOrderCounts(
  limits: WorkOrderLimits,
  claimDates: readonly Date[],
  activeFrom: Date | null,
  now: Date,
): WorkOrderCounts {
  const yearStart = contractYearStart(activeFrom, now).getTime();
  const claimCount = claimDates.length;
  const annualClaimCount = claimDates.filter(
    (date) => date.getTime() >= yearStart && date.getTime() <= now.getTime(),
  ).length;
  const hasReachedAnnualClaimLimit =
    limits.hasAnnualClaimLimit && annualClaimCount >= limits.maximumAnnualClaimCount;
  return {
    claimCount,
    annualClaimCount,
    hasReachedAnnualClaimLimit,
    isClaimable: !hasReachedAnnualClaimLimit && claimCount < limits.maximumClaimCount,
  };
}

const SLUGS: Record<WorkOrderType, string> = {
  TyreRepair: 'tyre-repair',
  TyreReplacement: 'tyre-replacement',
  WindscreenRepair: 'windscreen-repair',
  VehicleHealthChecks: 'vehicle-health-checks',
  BatteryReplacement: 'battery-replacement',
  BrakeService: 'brake-service',
  WiperBladeReplacement: 'wiper-blade-replacement',
  KeyFobService: 'key-fob-service',
};

/** The item type in a work-order item's path: /my-garage/care-plan/item/tyre-repair. */
export function workOrderSlug(type: WorkOrderType): string {
  return SLUGS[type];
}

/** The work-order type a path's item type names; null for anything else. */
export function workOrderTypeFromSlug(slug: string | undefined): WorkOrderType | null {
  const found = Object.entries(SLUGS).find(([, known]) => known === slug);
  return found ? (found[0] as WorkOrderType) : null;
}

export const WORK_ORDER_TYPES = Object.values(WorkOrderType);

/** A stored type name is one of the eight, or not a work order this app knows. */
export function isWorkOrderType(value: string): value is WorkOrderType {
  return (WORK_ORDER_TYPES as readonly string[]).includes(value);
}

/**
 * The work order that looks after a condition, so the condition's tile can say how many of its
 * orders are left. Replacement, not repair, for tyres: a worn tyre is replaced.
 */
const WORK_ORDER_OF_CONDITION: Partial<Record<ConditionType, WorkOrderType>> = {
  [ConditionType.Tyres]: WorkOrderType.TyreReplacement,
  [ConditionType.Battery]: WorkOrderType.BatteryReplacement,
  [ConditionType.Brakes]: WorkOrderType.BrakeService,
  [ConditionType.WiperBlades]: WorkOrderType.WiperBladeReplacement,
};

export function workOrderTypeOfCondition(type: ConditionType): WorkOrderType | null {
  return WORK_ORDER_OF_CONDITION[type] ?? null;
}
