// The cashback demo switches (spec part 1 section 3: demo switches for linked cards, bank
// account and transactions; docs/decisions/0031). In demo mode, each switch shows the
// domain's demo sample in place of that part of the owner's own wallet, on this device only:
// nothing is written to the server, and turning a switch off shows the owner's own again.
// What the sample shows cannot be acted on: its cards, account and money are not real.
import { DEMO_PERMISSION } from '@ignite/domain/permissions';
import type {
  CashbackProfile,
  CashbackTransaction,
  PayoutHistoryItem,
} from '@ignite/domain/cashback/cashback-api';
import {
  demoSampleBalances,
  demoSampleBankAccount,
  demoSampleCards,
  demoSamplePayouts,
  demoSampleTransactions,
} from '@ignite/domain/cashback/demo-sample';
import { type CashbackState, PENDING_STATES } from '@ignite/domain/cashback/ledger';
import { toDollars } from '@ignite/domain/cashback/money';
import { hasCashbackThatCanBeRedeemed } from '@ignite/domain/cashback/redemption';
import { walletFigures } from '@ignite/domain/cashback/wallet-debt';
import { hasPermissions } from '@/shared/permissions/has-permissions.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';

export type DemoSwitches = { linkedCards: boolean; bankAccount: boolean; transactions: boolean };

export const NO_DEMO_SAMPLE: DemoSwitches = {
  linkedCards: false,
  bankAccount: false,
  transactions: false,
};

/** Said wherever the sample stands in for the owner's own and an action is not offered. */
export const DEMO_SAMPLE_NOTE =
  'Demo data, shown by a demo switch in Settings. Turn it off to see and manage your own.';

/** The switches that are on, for the vehicle in view; all off outside demo mode. */
export function useDemoSwitches(): DemoSwitches {
  const permissions = useSession()?.user.permissions ?? [];
  const { settings } = useUserSettings();
  if (!settings || !hasPermissions(permissions, [DEMO_PERMISSION])) return NO_DEMO_SAMPLE;
  return {
    linkedCards: settings.demoLinkedCards,
    bankAccount: settings.demoBankAccount,
    transactions: settings.demoTransactions,
  };
}

/**
 * The profile with the switched-on parts of the sample in place of the owner's: the cards;
 * the bank account; the transactions with the figures they make (available 51.5, lifetime
 * 80.16, the pending amount of its pending purchases).
 */
export function withDemoSample(
  profile: CashbackProfile,
  on: DemoSwitches,
  now: Date,
): CashbackProfile {
  let shown = profile;
  if (on.linkedCards) {
    const linkedCards = demoSampleCards(now);
    shown = { ...shown, linkedCards, hasLinkedCards: linkedCards.length > 0 };
  }
  if (on.bankAccount) {
    shown = { ...shown, bankAccount: demoSampleBankAccount(), hasBankAccountDetails: true };
  }
  if (on.transactions) {
    const balances = demoSampleBalances();
    shown = {
      ...shown,
      ...walletFigures(balances),
      pendingAmount: toDollars(balances.pendingCents),
      lifetimeAmount: toDollars(balances.lifetimeCents),
      hasCashbackThatCanBeRedeemed: hasCashbackThatCanBeRedeemed(balances.availableCents),
      pendingTransactions: demoSampleTransactions(now).filter((item) =>
        PENDING_STATES.includes(item.state as CashbackState),
      ),
    };
  }
  return shown;
}

/** The transaction history as the sample has it, of one category (any case) or all. */
export function demoSampleHistory(now: Date, category?: string): CashbackTransaction[] {
  const wanted = category?.toLowerCase();
  return demoSampleTransactions(now).filter(
    (item) => !wanted || item.category?.toLowerCase() === wanted,
  );
}

/** The sample's payouts as the history lists them: none in one category's list. */
export function demoSamplePayoutHistory(now: Date, category?: string): PayoutHistoryItem[] {
  return category ? [] : demoSamplePayouts(now);
}
