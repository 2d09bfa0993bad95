import { describe, expect, it } from 'vitest';
import {
  canWithdraw,
  DEFAULT_PAYOUT,
  hasCashbackThatCanBeRedeemed,
  MINIMUM_CASHBACK_BEFORE_REDEMPTION,
  payoutAmountError,
  payoutChoices,
  payoutQuickSelect,
  progressTowardMinimum,
  stepPayout,
  typedPayoutError,
} from './redemption.ts';

describe('redeeming cashback', () => {
  it('needs the minimum of 30 dollars, to the cent', () => {
    expect(MINIMUM_CASHBACK_BEFORE_REDEMPTION).toBe(30);
    expect(hasCashbackThatCanBeRedeemed(2999)).toBe(false);
    expect(hasCashbackThatCanBeRedeemed(3000)).toBe(true);
    expect(hasCashbackThatCanBeRedeemed(5150)).toBe(true);
    expect(hasCashbackThatCanBeRedeemed(4999, 50)).toBe(false);
  });

  it('withdraws only with redeemable cashback and bank details', () => {
    expect(canWithdraw(true, true)).toBe(true);
    expect(canWithdraw(true, false)).toBe(false);
    expect(canWithdraw(false, true)).toBe(false);
  });

  it('fills the progress bar toward the minimum, and no further', () => {
    expect(progressTowardMinimum(0)).toBe(0);
    expect(progressTowardMinimum(1500)).toBe(0.5);
    expect(progressTowardMinimum(9000)).toBe(1);
    expect(progressTowardMinimum(-500)).toBe(0);
  });

  it('quick-selects 10, half the highest, and the available rounded down to tens', () => {
    expect(payoutQuickSelect(5150)).toEqual({ lowest: 10, middle: 25, highest: 50 });
    expect(payoutQuickSelect(8016)).toEqual({ lowest: 10, middle: 40, highest: 80 });
    expect(payoutQuickSelect(3000)).toEqual({ lowest: 10, middle: 15, highest: 30 });
    expect(payoutQuickSelect(2999)).toEqual({ lowest: 10, middle: 10, highest: 20 });
    expect(payoutQuickSelect(0)).toEqual({ lowest: 10, middle: 0, highest: 0 });
  });

  it('offers no amount below the minimum, and never two choices of the same amount', () => {
    expect(payoutChoices(2650)).toEqual([]);
    expect(payoutChoices(2999)).toEqual([]);
    expect(payoutChoices(0)).toEqual([]);
    expect(payoutChoices(3000)).toEqual([
      { choice: 'lowest', amount: 10 },
      { choice: 'middle', amount: 15 },
      { choice: 'highest', amount: 30 },
    ]);
    expect(payoutChoices(5150).map(({ amount }) => amount)).toEqual([10, 25, 50]);
    // A lower minimum from the server: half of 20 is the lowest, offered once.
    expect(payoutChoices(2650, 20)).toEqual([
      { choice: 'lowest', amount: 10 },
      { choice: 'highest', amount: 20 },
    ]);
    // Half of 10 is under the lowest, and the highest is the lowest again: $10 alone.
    expect(payoutChoices(1500, 10)).toEqual([{ choice: 'lowest', amount: 10 }]);
    // Nothing beyond the available amount: $5 cannot offer $10.
    expect(payoutChoices(500, 5)).toEqual([]);
  });

  it('defaults to 10 and steps by 10, never below 0', () => {
    expect(DEFAULT_PAYOUT).toBe(10);
    expect(stepPayout(10, 1)).toBe(20);
    expect(stepPayout(10, -1)).toBe(0);
    expect(stepPayout(0, -1)).toBe(0);
  });

  it("answers the spec's messages at each boundary", () => {
    expect(payoutAmountError(0, 5150)).toBe('Please enter in a valid amount greater than 0');
    expect(payoutAmountError(-1000, 5150)).toBe('Please enter in a valid amount greater than 0');
    expect(payoutAmountError(Number.NaN, 5150)).toBe(
      'Please enter in a valid amount greater than 0',
    );
    expect(payoutAmountError(1, 5150)).toBeNull();
    expect(payoutAmountError(5150, 5150)).toBeNull();
    expect(payoutAmountError(5151, 5150)).toBe('The payout amount cannot exceed $51.50');
  });

  it('refuses a typed third decimal rather than rounding it into another amount', () => {
    expect(typedPayoutError(33.45, 5150)).toBeNull();
    expect(typedPayoutError(33.456, 5150)).toBe('The payout amount can have at most 2 decimals');
    expect(typedPayoutError(0.001, 5150)).toBe('The payout amount can have at most 2 decimals');
    expect(typedPayoutError(Number.NaN, 5150)).toBe(
      'Please enter in a valid amount greater than 0',
    );
    expect(typedPayoutError(51.51, 5150)).toBe('The payout amount cannot exceed $51.50');
  });
});
