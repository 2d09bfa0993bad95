import { CASHBACK_MESSAGES, type CashbackProfile } from '@ignite/domain/cashback/cashback-api';
import { canWithdraw } from '@ignite/domain/cashback/redemption';

type Withdrawable = Pick<CashbackProfile, 'hasCashbackThatCanBeRedeemed' | 'hasBankAccountDetails'>;

/**
 * Why Withdraw is disabled (spec part 3 sections 5 and 8; issue 18 point 1), in the words the
 * server refuses a payout with; null when it is allowed.
 */
export function withdrawBlockedReason(profile: Withdrawable): string | null {
  if (canWithdraw(profile.hasCashbackThatCanBeRedeemed, profile.hasBankAccountDetails)) {
    return null;
  }
  if (!profile.hasBankAccountDetails) return CASHBACK_MESSAGES.noBankAccount;
  return CASHBACK_MESSAGES.belowMinimum;
}
