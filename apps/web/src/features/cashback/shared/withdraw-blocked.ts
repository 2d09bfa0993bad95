import { CASHBACK_MESSAGES, type CashbackProfile } from '@ignite/domain/cashback/cashback-api';
import { canWithdraw } from '@ignite/domain/cashback/redemption';
import {
  DEMO_SAMPLE_NOTE,
  type DemoSwitches,
  NO_DEMO_SAMPLE,
} from '@/entities/cashback/demo-sample-overlay.ts';

type Withdrawable = Pick<
  CashbackProfile,
  'hasCashbackThatCanBeRedeemed' | 'hasBankAccountDetails' | 'owedMessage'
>;

/**
 * Why Withdraw is disabled (spec part 3 sections 5 and 8), in the words the
 * server refuses a payout with; null when it is allowed. Demo figures or a demo account
 * cannot be paid out: the payout would move the owner's own money, not what is shown.
 */
export function withdrawBlockedReason(
  profile: Withdrawable,
  demo: DemoSwitches = NO_DEMO_SAMPLE,
): string | null {
  if (demo.transactions || demo.bankAccount) return DEMO_SAMPLE_NOTE;
  // Owed after a reversal: withdrawals wait until later cashback has repaid it.
  if (profile.owedMessage) return profile.owedMessage;
  if (canWithdraw(profile.hasCashbackThatCanBeRedeemed, profile.hasBankAccountDetails)) {
    return null;
  }
  if (!profile.hasBankAccountDetails) return CASHBACK_MESSAGES.noBankAccount;
  return CASHBACK_MESSAGES.belowMinimum;
}
