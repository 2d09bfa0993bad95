import { describe, expect, it } from 'vitest';
import {
  DEMO_CARDS,
  DEMO_PURCHASES,
  demoSampleBalances,
  demoSampleBankAccount,
  demoSampleCards,
  demoSampleTransactions,
  isDemoSampleId,
} from './demo-sample.ts';
import { CashbackState } from './ledger.ts';

const now = new Date('2026-11-25T10:00:00Z');

describe('the demo cashback sample', () => {
  it("has the spec's demo figures: available 51.5 and lifetime 80.16, from its ledger", () => {
    expect(demoSampleBalances()).toEqual({
      availableCents: 5150,
      lifetimeCents: 8016,
      pendingCents: 645,
    });
  });

  it('has a card in each expiry state, the first the default, every id marked as a sample', () => {
    const cards = demoSampleCards(now);
    expect(cards.map((card) => [card.hasExpired, card.isExpiring])).toEqual([
      [false, false],
      [false, true],
      [true, false],
    ]);
    expect(cards.map((card) => card.isDefault)).toEqual([true, false, false]);
    expect(cards[0]).toMatchObject({
      description: 'Visa ending 4242',
      cardNickName: 'Everyday card',
    });
    expect(cards).toHaveLength(DEMO_CARDS.length);
    expect(cards.every((card) => isDemoSampleId(card.linkedCardId))).toBe(true);
  });

  it('shows its bank account masked, as the server answers a real one', () => {
    expect(demoSampleBankAccount()).toEqual({ bsb: '***-356', accountNumber: '****-**93-18' });
  });

  it('lists its purchases newest first, dated back from today, with fuel among them', () => {
    const transactions = demoSampleTransactions(now);
    expect(transactions).toHaveLength(DEMO_PURCHASES.length);
    expect(transactions[0]).toMatchObject({
      stateName: 'Pending',
      cashbackAmount: 2.1,
      transactionDate: '2026-11-23T10:00:00.000Z',
    });
    const dates = transactions.map((item) => item.transactionDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(transactions.filter((item) => item.category === 'Fuel').length).toBeGreaterThan(0);
    expect(transactions.filter((item) => item.state === CashbackState.Reversed)).toHaveLength(1);
    expect(transactions.every((item) => isDemoSampleId(item.transactionId))).toBe(true);
  });

  it('never mistakes a server id for a sample', () => {
    expect(isDemoSampleId('7f1c2b9e-0000-4000-8000-000000000000')).toBe(false);
  });
});
