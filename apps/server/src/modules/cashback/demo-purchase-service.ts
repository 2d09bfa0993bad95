// Demo mode's purchases: a few believable card-linked purchases at the marketplace's
// advertisers, one of them fuel, on the owner's first linked card, sent through the signed feed
// exactly as the provider would send them, so the demo shows what the real path does: pending
// cashback that a later settlement makes available.
import { randomBytes } from 'node:crypto';
import type { FeedEvent } from '@ignite/domain/cashback/cashback-feed';
import type { Clock } from '../../core/clock.ts';
import { conflict } from '../../core/http-errors.ts';
import { signFeed } from './feed-signature.ts';
import type { LedgerService } from './ledger-service.ts';
import type { LinkedCardRepository } from './linked-card-repository.ts';

export const DEMO_PURCHASE_MESSAGES = {
  noCard: 'Link a card first: demo purchases are made on your linked card',
} as const;

/** Cashback the demo pays on a purchase: 5%, as the marketplace's offers commonly say. */
const DEMO_CASHBACK_RATE = 0.05;

export type FeedPost = (rawBody: string, signature: string) => Promise<void>;

type Deps = {
  ledger: LedgerService;
  cards: LinkedCardRepository;
  clock: Clock;
  feedSecret: string;
};

export type DemoPurchaseService = ReturnType<typeof createDemoPurchaseService>;

export function createDemoPurchaseService(deps: Deps) {
  return {
    /**
     * Makes the purchases on the caller's first linked card, each posted through `post` as the
     * provider posts its feed; answers how many were made.
     */
    async replay(userId: string, post: FeedPost): Promise<number> {
      const walletId = await deps.ledger.walletOf(userId);
      const [card] = await deps.cards.list(walletId);
      if (!card) throw conflict(DEMO_PURCHASE_MESSAGES.noCard);
      const now = deps.clock();
      const chosen = await deps.cards.demoAdvertisers();
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
        await post(raw, signFeed(deps.feedSecret, raw, Math.floor(now.getTime() / 1000)));
      }
      return chosen.length;
    },
  };
}
