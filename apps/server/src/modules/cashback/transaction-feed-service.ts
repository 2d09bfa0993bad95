// The provider's transaction feed: each event is matched to its card, and so to the card's
// owner, and applied to the ledger once, however often it is delivered and in whatever order
// (ledger-service.ts). The signature is checked before the body is even read as JSON
// (routes.ts), over the exact bytes that were signed.
import {
  FEED_MESSAGES,
  FEED_STATES,
  type FeedEvent,
  feedTimeProblem,
} from '@ignite/domain/cashback/cashback-feed';
import type { Clock } from '../../core/clock.ts';
import { badRequest, conflict, HttpError } from '../../core/http-errors.ts';
import { type LedgerService, TransactionOfAnotherWallet } from './ledger-service.ts';
import type { LinkedCardRepository } from './linked-card-repository.ts';

type Deps = { ledger: LedgerService; cards: LinkedCardRepository; clock: Clock };

export type TransactionFeedService = ReturnType<typeof createTransactionFeedService>;

export function createTransactionFeedService({ ledger, cards, clock }: Deps) {
  return {
    /** Whether the event changed anything: false for a repeat or for older news. */
    async receive(event: FeedEvent): Promise<{ applied: boolean }> {
      const { data } = event;
      // Impossible times are refused before anything is read: an updatedAt far in the future
      // would make all later (true) news look older and freeze the transaction.
      const now = clock();
      const timeProblem =
        feedTimeProblem('updatedAt', data.updatedAt, now) ??
        feedTimeProblem('transactionDate', data.transactionDate, now);
      if (timeProblem) throw badRequest(timeProblem);
      const card = await cards.byProviderCardId(data.cardId);
      if (!card) throw new HttpError(422, FEED_MESSAGES.unknownCard);
      try {
        const applied = await ledger.applyFeedNews(card.walletId, {
          providerTransactionId: data.transactionId,
          state: FEED_STATES[data.state],
          cashbackCents: data.cashbackAmountCents,
          purchaseCents: data.purchaseAmountCents,
          advertiserName: data.advertiserName,
          category: data.category,
          transactionDate: new Date(data.transactionDate),
          providerUpdatedAt: new Date(data.updatedAt),
          linkedCardId: card.id,
        });
        return { applied };
      } catch (error) {
        if (error instanceof TransactionOfAnotherWallet) throw conflict(FEED_MESSAGES.otherWallet);
        throw error;
      }
    },
  };
}
