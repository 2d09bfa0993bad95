import { describe, expect, it } from 'vitest';
import type { CashbackProfile } from '@ignite/domain/cashback/cashback-api';
import { isDemoSampleId } from '@ignite/domain/cashback/demo-sample';
import {
  demoSampleHistory,
  demoSamplePayoutHistory,
  NO_DEMO_SAMPLE,
  withDemoSample,
} from './demo-sample-overlay.ts';

const now = new Date('2026-11-25T10:00:00Z');

/** An owner with nothing yet: no cashback, no cards, no account. */
const EMPTY: CashbackProfile = {
  availableAmount: 0,
  owedAmount: 0,
  owedMessage: null,
  pendingAmount: 0,
  lifetimeAmount: 0,
  minimumIgniteBeforeRedemption: 30,
  hasCashbackThatCanBeRedeemed: false,
  hasLinkedCards: false,
  linkedCards: [],
  hasBankAccountDetails: false,
  bankAccount: null,
  pendingTransactions: [],
  linkCardUrl: '/sandbox/card-link?token=t',
  isGeneric: false,
};

describe('the cashback demo switches', () => {
  it('leave the profile as the server answered it when all are off', () => {
    expect(withDemoSample(EMPTY, NO_DEMO_SAMPLE, now)).toBe(EMPTY);
  });

  it('linked cards: the three sample cards in place of the owner’s, nothing else', () => {
    const shown = withDemoSample(EMPTY, { ...NO_DEMO_SAMPLE, linkedCards: true }, now);
    expect(shown.hasLinkedCards).toBe(true);
    expect(shown.linkedCards.map((card) => card.cardMasked)).toEqual(['4242', '4444', '0005']);
    expect(shown.linkedCards.every((card) => isDemoSampleId(card.linkedCardId))).toBe(true);
    expect(shown).toMatchObject({ availableAmount: 0, bankAccount: null });
  });

  it('bank account: the sample account, masked', () => {
    const shown = withDemoSample(EMPTY, { ...NO_DEMO_SAMPLE, bankAccount: true }, now);
    expect(shown.hasBankAccountDetails).toBe(true);
    expect(shown.bankAccount).toEqual({ bsb: '***-356', accountNumber: '****-**93-18' });
    expect(shown.linkedCards).toEqual([]);
  });

  it("transactions: the spec's demo figures, 51.5 available and 80.16 lifetime, and the pending purchases", () => {
    const shown = withDemoSample(EMPTY, { ...NO_DEMO_SAMPLE, transactions: true }, now);
    expect(shown).toMatchObject({
      availableAmount: 51.5,
      lifetimeAmount: 80.16,
      pendingAmount: 6.45,
      hasCashbackThatCanBeRedeemed: true,
    });
    expect(shown.pendingTransactions.map((item) => item.stateName)).toEqual(['Pending', 'Pending']);
    expect(shown.linkedCards).toEqual([]);
  });

  it('the sample history, all of it or one category in any case', () => {
    const all = demoSampleHistory(now);
    const fuel = demoSampleHistory(now, 'fuel');
    expect(all.length).toBeGreaterThan(fuel.length);
    expect(fuel.length).toBeGreaterThan(0);
    expect(fuel.every((item) => item.category === 'Fuel')).toBe(true);
    expect(demoSampleHistory(now, 'Boats')).toEqual([]);
  });

  it('the sample’s payout, which leaves $51.50 of $80.16, in the full history only', () => {
    expect(demoSamplePayoutHistory(now).map((p) => [p.amount, p.stateName])).toEqual([
      [28.66, 'Paid'],
    ]);
    expect(demoSamplePayoutHistory(now, 'fuel')).toEqual([]);
  });
});
