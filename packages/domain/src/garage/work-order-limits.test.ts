import { describe, expect, it } from 'vitest';
import { workOrderMessage, type WorkOrderUsage } from './work-order-limits.ts';

const usage: WorkOrderUsage = {
  hasAnnualClaimLimit: true,
  maximumAnnualClaimCount: 2,
  annualClaimCount: 1,
  maximumClaimCount: 6,
  claimCount: 3,
};

describe('workOrderMessage', () => {
  it('counts the orders used while below both limits', () => {
    expect(workOrderMessage(usage)).toBe("You've used 3 of your 6 available orders");
    expect(workOrderMessage({ ...usage, claimCount: 0 })).toBe(
      "You've used 0 of your 6 available orders",
    );
  });
  it('says the annual limit is reached at the annual maximum', () => {
    expect(workOrderMessage({ ...usage, annualClaimCount: 2 })).toBe(
      "You've reached your annual work limit on this item, but you can still call us to book a repair",
    );
  });
  it('ignores annual counts without an annual limit', () => {
    expect(workOrderMessage({ ...usage, hasAnnualClaimLimit: false, annualClaimCount: 9 })).toBe(
      "You've used 3 of your 6 available orders",
    );
  });
  it('says the order limit is reached at the maximum', () => {
    const expected =
      "You're at the limit of your available orders, but you can still call us to book a repair";
    expect(workOrderMessage({ ...usage, claimCount: 6 })).toBe(expected);
    expect(workOrderMessage({ ...usage, claimCount: 5 })).toBe(
      "You've used 5 of your 6 available orders",
    );
  });
});
