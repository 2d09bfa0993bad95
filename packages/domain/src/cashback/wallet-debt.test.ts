import { describe, expect, it } from 'vitest';
import { owedCents, spendableCents } from './ledger.ts';
import { debtRefusal, owedMessage, walletFigures } from './wallet-debt.ts';

const wallet = (availableCents: number) => ({ availableCents, pendingCents: 0, lifetimeCents: 0 });

describe('a wallet in debt after a reversal', () => {
  it('owes nothing at exactly 0 or above, and all of it below', () => {
    expect(owedCents(wallet(0))).toBe(0);
    expect(owedCents(wallet(1))).toBe(0);
    expect(owedCents(wallet(-1))).toBe(1);
    expect(owedCents(wallet(-5000))).toBe(5000);
  });

  it('never shows available below zero: the debt is said apart', () => {
    expect(spendableCents(wallet(-5000))).toBe(0);
    expect(spendableCents(wallet(0))).toBe(0);
    expect(spendableCents(wallet(3000))).toBe(3000);
  });

  it('says the debt in words the owner understands', () => {
    expect(owedMessage(5000)).toBe('You owe $50.00; it comes out of your next cashback');
    expect(walletFigures(wallet(-5000))).toEqual({
      availableAmount: 0,
      owedAmount: 50,
      owedMessage: 'You owe $50.00; it comes out of your next cashback',
    });
  });

  it('owing 0.01 is a debt; exactly 0 is not', () => {
    expect(walletFigures(wallet(-1))).toEqual({
      availableAmount: 0,
      owedAmount: 0.01,
      owedMessage: 'You owe $0.01; it comes out of your next cashback',
    });
    expect(walletFigures(wallet(0))).toEqual({
      availableAmount: 0,
      owedAmount: 0,
      owedMessage: null,
    });
    expect(walletFigures(wallet(5150))).toEqual({
      availableAmount: 51.5,
      owedAmount: 0,
      owedMessage: null,
    });
  });

  it('holds withdrawals back while anything is owed', () => {
    expect(debtRefusal(wallet(-1))).toBe('You owe $0.01; it comes out of your next cashback');
    expect(debtRefusal(wallet(0))).toBeNull();
    expect(debtRefusal(wallet(3000))).toBeNull();
  });
});
