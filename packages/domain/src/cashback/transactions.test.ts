import { describe, expect, it } from 'vitest';
import { CashbackState } from './ledger.ts';
import { transactionsTitle, transactionTotals } from './transactions.ts';

describe('the transaction history', () => {
  it('totals cashback, spend and rewards over Clear, Pending and Settled only', () => {
    const totals = transactionTotals([
      { state: CashbackState.Clear, cashbackCents: 100, purchaseCents: 2000 },
      { state: CashbackState.Pending, cashbackCents: 250, purchaseCents: 5000 },
      { state: CashbackState.Settled, cashbackCents: 500, purchaseCents: 10000 },
      { state: CashbackState.Reversed, cashbackCents: 900, purchaseCents: 18000 },
    ]);
    expect(totals).toEqual({ cashbackCents: 850, spendCents: 17000, rewards: 3 });
  });

  it("is titled 'Transaction History', or by its type", () => {
    expect(transactionsTitle()).toBe('Transaction History');
    expect(transactionsTitle('')).toBe('Transaction History');
    expect(transactionsTitle('Fuel')).toBe('Fuel Transactions');
    expect(transactionsTitle('fuel')).toBe('Fuel Transactions');
  });
});
