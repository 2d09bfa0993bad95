// The transaction history page (spec part 3 section 2): its title and its totals.
import { COUNTED_STATES, type CashbackState } from './ledger.ts';

export type TransactionAmounts = {
  state: CashbackState;
  cashbackCents: number;
  purchaseCents: number;
};

export type TransactionTotals = { cashbackCents: number; spendCents: number; rewards: number };

/** Totals of cashback, spend and the number of rewards, counting Clear, Pending and Settled. */
export function transactionTotals(transactions: readonly TransactionAmounts[]): TransactionTotals {
  const counted = transactions.filter(({ state }) => COUNTED_STATES.includes(state));
  return {
    cashbackCents: counted.reduce((sum, { cashbackCents }) => sum + cashbackCents, 0),
    spendCents: counted.reduce((sum, { purchaseCents }) => sum + purchaseCents, 0),
    rewards: counted.length,
  };
}

/** 'Transaction History', or '{Type} Transactions' for a category: 'Fuel Transactions'. */
export function transactionsTitle(transactionType?: string | null): string {
  const type = transactionType?.trim();
  if (!type) return 'Transaction History';
  return `${type.charAt(0).toUpperCase()}${type.slice(1)} Transactions`;
}
