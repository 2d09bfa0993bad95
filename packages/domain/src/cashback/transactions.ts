// The transaction history page (spec part 3 section 2): its title and its totals.
import { COUNTED_STATES, type CashbackState, holdingsOf } from './ledger.ts';

export type TransactionAmounts = {
  state: CashbackState;
  cashbackCents: number;
  purchaseCents: number;
};

/**
 * The history's cashback total is shown as its two parts, lifetime and pending, in the very
 * sense the wallet gives them (`holdingsOf`): one sum labelled beside the wallet's lifetime
 * read as a second, different lifetime.
 */
export type TransactionTotals = {
  lifetimeCents: number;
  pendingCents: number;
  spendCents: number;
  rewards: number;
};

/** Totals of cashback, spend and the number of rewards, counting Clear, Pending and Settled. */
export function transactionTotals(transactions: readonly TransactionAmounts[]): TransactionTotals {
  const counted = transactions.filter(({ state }) => COUNTED_STATES.includes(state));
  const totals: TransactionTotals = {
    lifetimeCents: 0,
    pendingCents: 0,
    spendCents: 0,
    rewards: 0,
  };
  for (const transaction of counted) {
    const { available, pending } = holdingsOf(transaction);
    totals.lifetimeCents += available;
    totals.pendingCents += pending;
    totals.spendCents += transaction.purchaseCents;
    totals.rewards += 1;
  }
  return totals;
}

/** 'Transaction History', or '{Type} Transactions' for a category: 'Fuel Transactions'. */
export function transactionsTitle(transactionType?: string | null): string {
  const type = transactionType?.trim();
  if (!type) return 'Transaction History';
  return `${type.charAt(0).toUpperCase()}${type.slice(1)} Transactions`;
}
