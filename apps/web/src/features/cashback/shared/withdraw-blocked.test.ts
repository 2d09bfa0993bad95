import { describe, expect, it } from 'vitest';
import { CASHBACK_MESSAGES } from '@ignite/domain/cashback/cashback-api';
import { withdrawBlockedReason } from './withdraw-blocked.ts';

const ready = {
  hasCashbackThatCanBeRedeemed: true,
  hasBankAccountDetails: true,
  owedMessage: null,
};

describe('why Withdraw is disabled', () => {
  it('is allowed with cashback to redeem, an account and nothing owed', () => {
    expect(withdrawBlockedReason(ready)).toBeNull();
  });

  it('waits while a reversal left something owed, saying how much in words', () => {
    const owed = 'You owe $50.00; it comes out of your next cashback';
    expect(
      withdrawBlockedReason({ ...ready, hasCashbackThatCanBeRedeemed: false, owedMessage: owed }),
    ).toBe(owed);
  });

  it('names the missing account, then the minimum', () => {
    expect(withdrawBlockedReason({ ...ready, hasBankAccountDetails: false })).toBe(
      CASHBACK_MESSAGES.noBankAccount,
    );
    expect(withdrawBlockedReason({ ...ready, hasCashbackThatCanBeRedeemed: false })).toBe(
      CASHBACK_MESSAGES.belowMinimum,
    );
  });
});
