import { describe, expect, it } from 'vitest';
import {
  balancesOf,
  CashbackState,
  type CashbackPosition,
  entriesForChange,
  type LedgerEntry,
  payoutEntry,
  payoutReturnEntry,
} from './ledger.ts';

const { Clear, Pending, Settled, Reversed } = CashbackState;

/** Applies the feed's news about one transaction in order, as the server does. */
function ledgerAfter(...news: CashbackPosition[]): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  let known: CashbackPosition | null = null;
  for (const next of news) {
    entries.push(...entriesForChange(known, next));
    known = next;
  }
  return entries;
}

describe('the cashback ledger', () => {
  it('starts empty at zero', () => {
    expect(balancesOf([])).toEqual({ availableCents: 0, pendingCents: 0, lifetimeCents: 0 });
  });

  it('holds Pending and Clear cashback as pending, not available', () => {
    expect(balancesOf(ledgerAfter({ state: Pending, cashbackCents: 550 }))).toEqual({
      availableCents: 0,
      pendingCents: 550,
      lifetimeCents: 0,
    });
    expect(balancesOf(ledgerAfter({ state: Clear, cashbackCents: 120 })).pendingCents).toBe(120);
  });

  it('moves settled cashback from pending to available and counts it for life', () => {
    const entries = ledgerAfter(
      { state: Pending, cashbackCents: 550 },
      { state: Settled, cashbackCents: 550 },
    );
    expect(balancesOf(entries)).toEqual({
      availableCents: 550,
      pendingCents: 0,
      lifetimeCents: 550,
    });
  });

  it('a reversal before settlement takes the pending cashback back', () => {
    const entries = ledgerAfter(
      { state: Pending, cashbackCents: 550 },
      { state: Reversed, cashbackCents: 550 },
    );
    expect(balancesOf(entries)).toEqual({ availableCents: 0, pendingCents: 0, lifetimeCents: 0 });
  });

  it('a reversal after settlement takes the available cashback back, and from lifetime', () => {
    const entries = ledgerAfter(
      { state: Pending, cashbackCents: 550 },
      { state: Settled, cashbackCents: 550 },
      { state: Reversed, cashbackCents: 550 },
    );
    expect(balancesOf(entries)).toEqual({ availableCents: 0, pendingCents: 0, lifetimeCents: 0 });
  });

  it('a purchase first seen settled goes straight to available', () => {
    expect(balancesOf(ledgerAfter({ state: Settled, cashbackCents: 80 })).availableCents).toBe(80);
  });

  it('repeating the same news moves nothing', () => {
    const pending = { state: Pending, cashbackCents: 550 };
    expect(entriesForChange(pending, { ...pending })).toEqual([]);
  });

  it('a changed amount moves only the difference', () => {
    expect(
      entriesForChange(
        { state: Pending, cashbackCents: 550 },
        { state: Pending, cashbackCents: 500 },
      ),
    ).toEqual([{ account: 'pending', kind: 'cashback', amountCents: -50 }]);
  });

  it('every change balances: what leaves pending arrives in available', () => {
    const settle = entriesForChange(
      { state: Pending, cashbackCents: 999 },
      { state: Settled, cashbackCents: 999 },
    );
    expect(settle.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(0);
  });

  it('a payout lowers available but not lifetime', () => {
    const entries = [
      ...ledgerAfter({ state: Settled, cashbackCents: 5150 }),
      ...ledgerAfter({ state: Pending, cashbackCents: 300 }),
      payoutEntry(3000),
    ];
    expect(balancesOf(entries)).toEqual({
      availableCents: 2150,
      pendingCents: 300,
      lifetimeCents: 5150,
    });
  });

  it('a refused payout returns its amount to available, leaving lifetime as it was', () => {
    const entries = [
      ...ledgerAfter({ state: Settled, cashbackCents: 5150 }),
      payoutEntry(3000),
      payoutReturnEntry(3000),
    ];
    expect(balancesOf(entries)).toEqual({
      availableCents: 5150,
      pendingCents: 0,
      lifetimeCents: 5150,
    });
  });
});
