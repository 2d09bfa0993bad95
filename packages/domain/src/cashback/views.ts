// How a linked card and a cashback transaction are answered (spec part 3 section 7), from the
// facts kept about them. The server answers its rows this way, and the demo sample of the
// cashback pages is built the same way, so both look alike to the web app.
import type { CashbackTransaction, LinkedCard, PayoutHistoryItem } from './cashback-api.ts';
import type { CashbackState } from './ledger.ts';
import {
  type CardExpiry,
  type CardIssuer,
  cardExpiryState,
  formatExpiry,
  ISSUER_NAMES,
} from './linked-card.ts';
import { toDollars } from './money.ts';
import { PAYOUT_STATE_NAMES, type PayoutState } from './payout-state.ts';

export type CardFacts = {
  id: string;
  issuer: CardIssuer;
  cardMasked: string;
  nickname: string | null;
  expiry: CardExpiry;
  provider: string;
  providerCardId: string;
};

/** A card as the profile answers it; the first linked (index 0) is the default. */
export function linkedCardView(card: CardFacts, index: number, now: Date): LinkedCard {
  const state = cardExpiryState(card.expiry, now);
  return {
    linkedCardId: card.id,
    description: `${ISSUER_NAMES[card.issuer]} ending ${card.cardMasked}`,
    cardMasked: card.cardMasked,
    cardNickName: card.nickname,
    issuer: card.issuer,
    isDefault: index === 0,
    expiry: formatExpiry(card.expiry),
    provider: card.provider,
    providerId: card.providerCardId,
    hasExpired: state === 'expired',
    isExpiring: state === 'expiring',
  };
}

const STATE_NAMES = ['Clear', 'Pending', 'Settled', 'Reversed'] as const;

export type TransactionFacts = {
  id: string;
  advertiserName: string;
  category: string | null;
  state: CashbackState;
  transactionDate: Date;
  cashbackCents: number;
  purchaseCents: number;
};

export function transactionView(transaction: TransactionFacts): CashbackTransaction {
  const { state, category } = transaction;
  return {
    transactionId: transaction.id,
    advertiserName: transaction.advertiserName,
    campaignName: null,
    category,
    title: transaction.advertiserName,
    description: category ? `${category} purchase` : null,
    logo: null,
    state,
    stateName: STATE_NAMES[state],
    transactionDate: transaction.transactionDate.toISOString(),
    cashbackAmount: toDollars(transaction.cashbackCents),
    purchaseAmount: toDollars(transaction.purchaseCents),
  };
}

export type PayoutFacts = {
  id: string;
  amountCents: number;
  state: PayoutState;
  transferReference: string | null;
  createdAt: Date;
  completedAt: Date | null;
};

/** A withdrawal as the history lists it: its reference, amount, state and dates. */
export function payoutView(payout: PayoutFacts): PayoutHistoryItem {
  return {
    payoutId: payout.id,
    reference: payout.transferReference ?? payout.id,
    amount: toDollars(payout.amountCents),
    state: payout.state,
    stateName: PAYOUT_STATE_NAMES[payout.state],
    requestedAt: payout.createdAt.toISOString(),
    completedAt: payout.completedAt?.toISOString() ?? null,
  };
}
