import { describe, expect, it } from 'vitest';
import { demoSampleBalances, demoSampleTransactions } from './demo-sample.ts';
import { CashbackState } from './ledger.ts';
import { toCents } from './money.ts';
import { transactionsTitle, transactionTotals } from './transactions.ts';

describe('the transaction history', () => {
  it('totals lifetime, pending, spend and rewards over Clear, Pending and Settled only', () => {
    const totals = transactionTotals([
      { state: CashbackState.Clear, cashbackCents: 100, purchaseCents: 2000 },
      { state: CashbackState.Pending, cashbackCents: 250, purchaseCents: 5000 },
      { state: CashbackState.Settled, cashbackCents: 500, purchaseCents: 10000 },
      { state: CashbackState.Reversed, cashbackCents: 900, purchaseCents: 18000 },
    ]);
    expect(totals).toEqual({
      lifetimeCents: 500,
      pendingCents: 350,
      spendCents: 17000,
      rewards: 3,
    });
  });

  it('gives the same lifetime and pending as the wallet summed from the same purchases', () => {
    const history = transactionTotals(
      demoSampleTransactions(new Date('2026-11-29T00:00:00Z')).map((row) => ({
        state: row.state as CashbackState,
        cashbackCents: toCents(row.cashbackAmount),
        purchaseCents: toCents(row.purchaseAmount),
      })),
    );
    const wallet = demoSampleBalances();
    expect(history.lifetimeCents).toBe(wallet.lifetimeCents);
    expect(history.pendingCents).toBe(wallet.pendingCents);
    expect([history.lifetimeCents, history.pendingCents]).toEqual([8016, 645]);
  });

  it("is titled 'Transaction History', or by its type", () => {
    expect(transactionsTitle()).toBe('Transaction History');
    expect(transactionsTitle('')).toBe('Transaction History');
    expect(transactionsTitle('Fuel')).toBe('Fuel Transactions');
    expect(transactionsTitle('fuel')).toBe('Fuel Transactions');
  });
});
