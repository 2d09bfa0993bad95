// The message on a care-plan condition tile about its work-order allowance (spec part 2 s8).
export type WorkOrderUsage = {
  hasAnnualClaimLimit: boolean;
  maximumAnnualClaimCount: number;
  annualClaimCount: number;
  maximumClaimCount: number;
  claimCount: number;
};

export const ANNUAL_LIMIT_REACHED_MESSAGE =
  "You've reached your annual work limit on this item, but you can still call us to book a repair";
export const ORDER_LIMIT_REACHED_MESSAGE =
  "You're at the limit of your available orders, but you can still call us to book a repair";

/**
 * The annual limit is checked first, since it is the one that lifts next year. "X of Y available
 * orders" counts over the whole term (claimCount of maximumClaimCount): the words say orders
 * available, not this year's.
 */
export function workOrderMessage(usage: WorkOrderUsage): string {
  if (usage.hasAnnualClaimLimit && usage.annualClaimCount >= usage.maximumAnnualClaimCount) {
    return ANNUAL_LIMIT_REACHED_MESSAGE;
  }
  if (usage.claimCount >= usage.maximumClaimCount) return ORDER_LIMIT_REACHED_MESSAGE;
  return `You've used ${usage.claimCount} of your ${usage.maximumClaimCount} available orders`;
}
