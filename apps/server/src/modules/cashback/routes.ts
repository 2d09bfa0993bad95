// The cashback routes: the owner's profile, bank account, cards and withdrawals, the sandbox
// card-link page's call, and the provider's feed and payout callbacks. Each of the last two
// lives in a scope of its own, whose JSON parser checks the provider's signature over the
// exact bytes received before reading them.
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
import { FEED_SIGNATURE_HEADER } from '@ignite/domain/cashback/cashback-feed';
import {
  PAYOUT_EVENT_SIGNATURE_HEADER,
  PAYOUT_EVENT_TIMESTAMP_HEADER,
} from '@ignite/domain/cashback/payout-events';
import type { Clock } from '../../core/clock.ts';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import { unauthorized } from '../../core/http-errors.ts';
import { clientAddress } from '../../plugins/request-limits.ts';
import type { CashbackProfileService } from './cashback-profile-service.ts';
import type { DemoPurchaseService } from './demo-purchase-service.ts';
import { feedSignatureProblem } from './feed-signature.ts';
import type { PayoutCallbackService } from './payout-callback-service.ts';
import { payoutEventSignatureProblem } from './payout-event-signature.ts';
import type { PayoutRequestService } from './payout-request-service.ts';
import type { SandboxCardLinkService } from './sandbox-card-link-service.ts';
import type { TransactionFeedService } from './transaction-feed-service.ts';

export type CashbackRoutes = {
  profiles: CashbackProfileService;
  payouts: PayoutRequestService;
  feed: TransactionFeedService;
  /** The feed's signing secret, shared with the provider. */
  feedSecret: string;
  payoutCallbacks: PayoutCallbackService;
  /** The payout provider's webhook secret; null without a provider (every callback refused). */
  payoutEventSecret: string | null;
  /** The sandbox card-link page's call; null when a real provider links cards or none does. */
  sandbox: SandboxCardLinkService | null;
  /** Demo mode's purchases; null outside demo mode, where the call is not served. */
  demoPurchases: DemoPurchaseService | null;
  /** The time the signatures are checked against. */
  clock: Clock;
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
  registerEndpoint(app, saveBankAccount, async ({ body, user }) =>
    profiles.saveBankAccount(user.userId, body),
  );
  registerEndpoint(app, removeBankAccount, async ({ user }) =>
    profiles.removeBankAccount(user.userId),
  );
  registerEndpoint(app, removeLinkedCard, async ({ query, user }) =>
    profiles.removeCard(user.userId, query.linkedCardId),
  );
  registerEndpoint(app, redeemCashback, async ({ body, headers, user }) =>
    deps.payouts.redeem(user.userId, headers['idempotency-key'], body.amount),
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

  if (deps.demoPurchases) {
    const demoPurchases = deps.demoPurchases;
    registerEndpoint(app, replayDemoPurchases, async ({ user }) => {
      // Through the signed feed's route, exactly as the provider's posts arrive.
      const purchases = await demoPurchases.replay(user.userId, async (payload, signature) => {
        const response = await app.inject({
          method: 'POST',
          url: cashbackFeed.path,
          headers: { 'content-type': 'application/json', [FEED_SIGNATURE_HEADER]: signature },
          payload,
        });
        if (response.statusCode !== 200) {
          throw new Error(`the feed refused a demo purchase: ${response.body}`);
        }
      });
      return { purchases };
    });
  }
}
