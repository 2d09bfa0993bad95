// Demo mode's purchases (issue 14): a few believable card-linked purchases at the
// marketplace's advertisers, one of them fuel, on the owner's first linked card, sent through
// the signed feed exactly as the provider would send them, so the demo shows what the real
// path does: pending cashback that a later settlement makes available.
import { randomBytes } from 'node:crypto';
import type { FeedEvent } from '@ignite/domain/cashback/cashback-feed';
import type { Clock } from '../../core/clock.ts';
import { conflict } from '../../core/http-errors.ts';
import type { Database } from '../../db/client.ts';
import {
  type CardLinkedAdvertiser,
  cardLinkedAdvertisers,
} from '../../db/card-linked-advertisers.ts';
import { signFeed } from './feed-signature.ts';
import type { LinkedCardStore } from './linked-card-store.ts';

export const DEMO_PURCHASE_MESSAGES = {
  noCard: 'Link a card first: demo purchases are made on your linked card',
} as const;

/** Cashback the demo pays on a purchase: 5%, as the marketplace's offers commonly say. */
const DEMO_CASHBACK_RATE = 0.05;

/** A card-linked advertiser of fuel, and two of anything else, varied from call to call. */
async function demoAdvertisers(db: Database): Promise<CardLinkedAdvertiser[]> {
  const [fuel, others] = await Promise.all([
    cardLinkedAdvertisers(db, { fuel: true, order: 'random', limit: 1 }),
    cardLinkedAdvertisers(db, { fuel: false, order: 'random', limit: 2 }),
  ]);
  return [...fuel, ...others];
}

export type FeedPost = (rawBody: string, signature: string) => Promise<void>;

export async function replayDemoPurchases(
  deps: { db: Database; cards: LinkedCardStore; clock: Clock; feedSecret: string; post: FeedPost },
  walletId: string,
): Promise<number> {
  const [card] = await deps.cards.list(walletId);
  if (!card) throw conflict(DEMO_PURCHASE_MESSAGES.noCard);
  const now = deps.clock();
  const chosen = await demoAdvertisers(deps.db);
  for (const [index, advertiser] of chosen.entries()) {
    const purchaseCents = 2000 + Math.floor(Math.random() * 13000);
    const event: FeedEvent = {
      id: `evt_${randomBytes(10).toString('hex')}`,
      type: 'transaction.updated',
      data: {
        transactionId: `txn_${randomBytes(10).toString('hex')}`,
        cardId: card.providerCardId,
        state: 'pending',
        purchaseAmountCents: purchaseCents,
        cashbackAmountCents: Math.round(purchaseCents * DEMO_CASHBACK_RATE),
        advertiserName: advertiser.name,
        category: advertiser.category,
        transactionDate: new Date(now.getTime() - (index + 1) * 3_600_000).toISOString(),
        updatedAt: now.toISOString(),
      },
    };
    const raw = JSON.stringify(event);
    await deps.post(raw, signFeed(deps.feedSecret, raw, Math.floor(now.getTime() / 1000)));
  }
  return chosen.length;
}
