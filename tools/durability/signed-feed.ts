// The cashback provider's side of the feed (docs/operations.md, Cashback): one purchase's news
// per post, signed as Stripe signs its webhooks. A retry sends the same bytes, signed again at
// its own time, as a provider redelivering an event does.
import { signFeed } from '../../apps/server/src/modules/cashback/feed-signature.ts';
import { type Answer, call } from './http-call.ts';

export type SettledPurchase = {
  /** The provider's transaction id: what makes a repeat land on the same row. */
  transactionId: string;
  cardId: string;
  cashbackCents: number;
  at: Date;
};

/** The event's exact bytes: a settled purchase, first seen settled. */
export function settledPurchaseEvent(purchase: SettledPurchase): string {
  const at = purchase.at.toISOString();
  return JSON.stringify({
    id: `evt_${purchase.transactionId}`,
    type: 'transaction.updated',
    data: {
      transactionId: purchase.transactionId,
      cardId: purchase.cardId,
      state: 'settled',
      cashbackAmountCents: purchase.cashbackCents,
      purchaseAmountCents: purchase.cashbackCents * 20,
      advertiserName: 'Durability Fuel Co',
      category: 'Fuel',
      transactionDate: at,
      updatedAt: at,
    },
  });
}

export function postFeed(baseUrl: string, secret: string, rawEvent: string): Promise<Answer> {
  const signature = signFeed(secret, rawEvent, Math.floor(Date.now() / 1000));
  return call(baseUrl, 'POST', '/api/cashback/feed', {
    headers: { 'ignite-signature': signature },
    body: rawEvent,
  });
}
