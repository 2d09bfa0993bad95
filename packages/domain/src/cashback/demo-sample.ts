// The demo cashback (spec part 1: 'demo data for the cashback pages'; 'Demo cashback figures:
// available 51.5, lifetime 80.16, bank account masked'). One sample, two uses: the server
// seeds the demo owner's wallet with it, and in demo mode the per-vehicle demo switches show
// it on any owner's cashback pages (docs/decisions/0031). Its balances come from the same
// ledger rules as real money, so the figures cannot disagree with the purchases.
import type { CashbackTransaction, LinkedCard, PayoutHistoryItem } from './cashback-api.ts';
import {
  balancesOf,
  type CashbackBalances,
  CashbackState,
  entriesForChange,
  payoutEntry,
} from './ledger.ts';
import type { CardExpiry, CardIssuer } from './linked-card.ts';
import { maskAccountNumber, maskBsb } from './bank-account.ts';
import { linkedCardView, payoutView, transactionView } from './views.ts';
import { DAY_MS } from '../garage/day.ts';

/** Ids of the sample's cards and purchases: never a server's id, so never sent to one. */
export const DEMO_SAMPLE_ID_PREFIX = 'demo-sample-';

export function isDemoSampleId(id: string): boolean {
  return id.startsWith(DEMO_SAMPLE_ID_PREFIX);
}

export type DemoCard = {
  issuer: CardIssuer;
  cardMasked: string;
  nickname: string | null;
  /** When the card expires, counted from today: one of each expiry state. */
  expiresInDays: number;
};

export const DEMO_CARDS: readonly DemoCard[] = [
  { issuer: 'visa', cardMasked: '4242', nickname: 'Everyday card', expiresInDays: 3 * 365 },
  { issuer: 'mastercard', cardMasked: '4444', nickname: 'Fuel card', expiresInDays: 1 },
  { issuer: 'amex', cardMasked: '0005', nickname: null, expiresInDays: -40 },
];

export const DEMO_CARD_PROVIDER = 'Ignite sandbox';

/** The expiry month of a card that expires `days` from `now` (negative: in the past). */
export function expiryInDays(now: Date, days: number): CardExpiry {
  const date = new Date(now.getTime() + days * DAY_MS);
  return { month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
}

export const DEMO_BANK_ACCOUNT = { bsb: '082-356', accountNumber: '4417-2093-18' };

export type DemoPurchase = {
  /** Used where the marketplace has no card-linked advertiser to name instead. */
  advertiserName: string;
  category: string;
  cashbackCents: number;
  purchaseCents: number;
  daysAgo: number;
  state: CashbackState;
};

/** Newest last; fuel first, as the spec's Fuel Transactions page asks for some. */
export const DEMO_PURCHASES: readonly DemoPurchase[] = [
  purchase('Harbourside Fuel', 'Fuel', 1250, 25000, 84, CashbackState.Settled),
  purchase('Ridgeline Petroleum', 'Fuel', 896, 17920, 71, CashbackState.Settled),
  purchase('Northside Tyre & Auto', 'Automotive', 2340, 46800, 58, CashbackState.Settled),
  purchase('Golden Mile Coffee Lab', 'Dining', 1530, 30600, 44, CashbackState.Settled),
  purchase('Parkway Grocer', 'Groceries', 975, 19500, 36, CashbackState.Settled),
  purchase('Harbourside Fuel', 'Fuel', 1025, 20500, 29, CashbackState.Settled),
  purchase('Cove Street Cinemas', 'Entertainment', 320, 6400, 21, CashbackState.Reversed),
  purchase('Ridgeline Petroleum', 'Fuel', 435, 8700, 6, CashbackState.Pending),
  purchase('Golden Mile Coffee Lab', 'Dining', 210, 4200, 2, CashbackState.Pending),
];

function purchase(
  advertiserName: string,
  category: string,
  cashbackCents: number,
  purchaseCents: number,
  daysAgo: number,
  state: CashbackState,
): DemoPurchase {
  return { advertiserName, category, cashbackCents, purchaseCents, daysAgo, state };
}

/** A payout already made from the sample, which leaves $51.50 of the $80.16 available. */
export const DEMO_PAID_OUT_CENTS = 2866;
export const DEMO_PAYOUT_DAYS_AGO = 14;

/** The sample's balances, summed from its ledger entries like every wallet's. */
export function demoSampleBalances(): CashbackBalances {
  const entries = DEMO_PURCHASES.flatMap(({ state, cashbackCents }) =>
    entriesForChange(null, { state, cashbackCents }),
  );
  return balancesOf([...entries, payoutEntry(DEMO_PAID_OUT_CENTS)]);
}

export function demoSampleCards(now: Date): LinkedCard[] {
  return DEMO_CARDS.map((card, index) =>
    linkedCardView(
      {
        ...card,
        id: `${DEMO_SAMPLE_ID_PREFIX}card-${index + 1}`,
        expiry: expiryInDays(now, card.expiresInDays),
        provider: DEMO_CARD_PROVIDER,
        providerCardId: `${DEMO_SAMPLE_ID_PREFIX}card-${index + 1}`,
      },
      index,
      now,
    ),
  );
}

/** The sample's bank account, masked as the server answers a real one. */
export function demoSampleBankAccount(): { bsb: string; accountNumber: string } {
  return {
    bsb: maskBsb(DEMO_BANK_ACCOUNT.bsb),
    accountNumber: maskAccountNumber(DEMO_BANK_ACCOUNT.accountNumber),
  };
}

/** The sample's purchases, newest first as the server lists them. */
export function demoSampleTransactions(now: Date): CashbackTransaction[] {
  return DEMO_PURCHASES.map((item, index) =>
    transactionView({
      ...item,
      id: `${DEMO_SAMPLE_ID_PREFIX}purchase-${index + 1}`,
      transactionDate: new Date(now.getTime() - item.daysAgo * DAY_MS),
    }),
  ).reverse();
}

/** The sample's payout, paid, as the history lists it. */
export function demoSamplePayouts(now: Date): PayoutHistoryItem[] {
  const paidAt = new Date(now.getTime() - DEMO_PAYOUT_DAYS_AGO * DAY_MS);
  return [
    payoutView({
      id: `${DEMO_SAMPLE_ID_PREFIX}payout-1`,
      amountCents: DEMO_PAID_OUT_CENTS,
      state: 'completed',
      transferReference: 'DEMO-SAMPLE-PAYOUT',
      createdAt: paidAt,
      completedAt: paidAt,
    }),
  ];
}
