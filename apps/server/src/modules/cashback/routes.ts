// The cashback routes (issue 14). The provider's feed lives in a scope of its own, whose JSON
// parser checks the Ignite-Signature over the exact bytes received before reading them.
import type { FastifyInstance } from 'fastify';
import {
  cashbackProfile,
  cashbackTransactions,
  redeemCashback,
  removeBankAccount,
  removeLinkedCard,
  replayDemoPurchases,
  saveBankAccount,
} from '@ignite/domain/contract/cashback';
import {
  cashbackFeed,
  payoutProviderEvents,
  sandboxCardLink,
} from '@ignite/domain/contract/cashback-provider';
import { CASHBACK_MESSAGES } from '@ignite/domain/cashback/cashback-api';
import { FEED_SIGNATURE_HEADER } from '@ignite/domain/cashback/cashback-feed';
import {
  PAYOUT_EVENT_SIGNATURE_HEADER,
  PAYOUT_EVENT_TIMESTAMP_HEADER,
} from '@ignite/domain/cashback/payout-events';
import type { Clock } from '../../core/clock.ts';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import { notFound, unauthorized } from '../../core/http-errors.ts';
import type { Database } from '../../db/client.ts';
import { clientAddress } from '../../plugins/request-limits.ts';
import type { BankAccountStore } from './bank-account-store.ts';
import type { CashbackProfiles } from './cashback-profile.ts';
import { replayDemoPurchases as replay } from './demo-purchases.ts';
import { feedSignatureProblem } from './feed-signature.ts';
import type { LinkedCardStore } from './linked-card-store.ts';
import { type PayoutCallbacks, payoutEventSignatureProblem } from './payout-callbacks.ts';
import type { PayoutRequests } from './payout-requests.ts';
import type { SandboxCardLink } from './sandbox-card-link.ts';
import type { TransactionFeed } from './transaction-feed.ts';

export type CashbackRoutes = {
  db: Database;
  clock: Clock;
  profiles: CashbackProfiles;
  cards: LinkedCardStore;
  bankAccounts: BankAccountStore;
  payouts: PayoutRequests;
  feed: TransactionFeed;
  feedSecret: string;
  payoutCallbacks: PayoutCallbacks;
  /** The payout provider's webhook secret; null without a provider (every callback refused). */
  payoutEventSecret: string | null;
  /** The sandbox card-link page's call; null when a real provider links cards or none does. */
  sandbox: SandboxCardLink | null;
  demoMode: boolean;
};

/** Card-link tries per address per minute: a person links a card in one or two. */
const SANDBOX_LINKS_PER_MINUTE = 20;

export function registerCashbackRoutes(app: FastifyInstance, deps: CashbackRoutes) {
  const { profiles, clock } = deps;

  registerEndpoint(app, cashbackProfile, async ({ body, user }) =>
    profiles.profile(user.userId, body),
  );
  registerEndpoint(app, cashbackTransactions, async ({ body, user }) =>
    profiles.transactions(user.userId, body),
  );
  registerEndpoint(app, saveBankAccount, async ({ body, user }) => {
    const walletId = await profiles.consumersWallet(user.userId, body.appConsumerId);
    return deps.bankAccounts.save(walletId, body.bankAccount, clock());
  });
  registerEndpoint(app, removeBankAccount, async ({ user }) => {
    await deps.bankAccounts.remove(await profiles.walletOf(user.userId));
    return true as const;
  });
  registerEndpoint(app, removeLinkedCard, async ({ query, user }) => {
    const walletId = await profiles.walletOf(user.userId);
    const removed = await deps.cards.remove(walletId, query.linkedCardId, clock());
    if (!removed) throw notFound(CASHBACK_MESSAGES.cardNotFound);
    return true as const;
  });
  registerEndpoint(app, redeemCashback, async ({ body, headers, user }) =>
    deps.payouts.redeem(
      await profiles.walletOf(user.userId),
      headers['idempotency-key'],
      body.amount,
    ),
  );

  if (deps.sandbox) {
    const sandbox = deps.sandbox;
    // Fails closed while Redis is down (decision 0035): it is what holds back trying card
    // numbers, and a person linking a card loses nothing by trying again in a moment.
    const limit = app.requestLimit({
      name: 'sandbox-card-links',
      max: SANDBOX_LINKS_PER_MINUTE,
      windowSeconds: 60,
      key: clientAddress,
      message: 'Too many cards tried. Wait a minute, then try again',
      whenCountersDown: { refuse: 'Card linking is unavailable for a moment. Try again shortly' },
    });
    registerEndpoint(app, sandboxCardLink, async ({ body, request }) => {
      await limit(request);
      return sandbox.link(body);
    });
  }

  app.register(async (signed) => {
    const parseJson = signed.getDefaultJsonParser('error', 'error');
    signed.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
      const body = raw as Buffer;
      const problem = feedSignatureProblem(
        deps.feedSecret,
        request.headers[FEED_SIGNATURE_HEADER],
        body,
        clock(),
      );
      if (problem) return done(unauthorized(problem), undefined);
      request.signatureVerified = true;
      return parseJson(request, body.toString('utf8'), done);
    });
    registerEndpoint(signed, cashbackFeed, async ({ body }) => deps.feed.receive(body));
  });

  // The payout provider's callbacks: the same rule, with Airwallex's own signature scheme.
  app.register(async (signed) => {
    const parseJson = signed.getDefaultJsonParser('error', 'error');
    signed.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
      const body = raw as Buffer;
      const problem = payoutEventSignatureProblem(
        deps.payoutEventSecret,
        request.headers[PAYOUT_EVENT_TIMESTAMP_HEADER],
        request.headers[PAYOUT_EVENT_SIGNATURE_HEADER],
        body,
        clock(),
      );
      if (problem) return done(unauthorized(problem), undefined);
      request.signatureVerified = true;
      return parseJson(request, body.toString('utf8'), done);
    });
    registerEndpoint(signed, payoutProviderEvents, async ({ body }) =>
      deps.payoutCallbacks.receive(body),
    );
  });

  if (deps.demoMode) {
    registerEndpoint(app, replayDemoPurchases, async ({ user }) => {
      const purchases = await replay(
        {
          db: deps.db,
          cards: deps.cards,
          clock,
          feedSecret: deps.feedSecret,
          // Through the signed feed's route, exactly as the provider's posts arrive.
          post: async (payload, signature) => {
            const response = await app.inject({
              method: 'POST',
              url: cashbackFeed.path,
              headers: { 'content-type': 'application/json', [FEED_SIGNATURE_HEADER]: signature },
              payload,
            });
            if (response.statusCode !== 200) {
              throw new Error(`the feed refused a demo purchase: ${response.body}`);
            }
          },
        },
        await profiles.walletOf(user.userId),
      );
      return { purchases };
    });
  }
}
