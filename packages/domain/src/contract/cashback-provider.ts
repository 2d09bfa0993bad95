// The cashback provider's side: the transaction feed it posts to us, signed as Stripe signs
// its webhooks, and the sandbox card-link page that stands in for its card-linking page.
// Apart from cashback.ts so the app's pages, which call neither, do not build their schemas.
import {
  feedEventSchema,
  feedReceiptResultSchema,
  sandboxCardLinkRequestSchema,
  sandboxCardLinkResultSchema,
} from '../cashback/cashback-feed.ts';
import { payoutEventReceiptResultSchema, payoutEventSchema } from '../cashback/payout-events.ts';
import { defineEndpoint } from './endpoint.ts';

const area = 'cashback';

export const cashbackFeed = defineEndpoint({
  name: 'cashbackFeed',
  method: 'POST',
  path: '/api/cashback/feed',
  area,
  summary: 'The provider’s transaction feed (a webhook): one purchase’s news per post',
  description:
    'Signed: `Ignite-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">` with the ' +
    'feed’s secret, compared in constant time; a time more than 300 s away, or a signature ' +
    'that does not match, answers 401 and stores nothing. Idempotent by data.transactionId: a ' +
    'repeat, or news older than data.updatedAt already applied, answers applied=false. ' +
    'docs/integrating.md works a signature through.',
  auth: 'signature',
  body: feedEventSchema,
  response: feedReceiptResultSchema,
  failures: [400, 401, 409, 422],
});

export const sandboxCardLink = defineEndpoint({
  name: 'sandboxCardLink',
  method: 'POST',
  path: '/api/sandbox/card-link',
  area,
  summary: 'The sandbox card-link page’s form: link a test card to the token’s wallet',
  description:
    'The local stand-in for a provider’s card-linking page, like a payment provider’s test ' +
    'mode. Only the issuer, the last four digits and the expiry are kept.',
  auth: 'none',
  body: sandboxCardLinkRequestSchema,
  response: sandboxCardLinkResultSchema,
  failures: [400, 404, 409, 429, 503],
});

export const payoutProviderEvents = defineEndpoint({
  name: 'payoutProviderEvents',
  method: 'POST',
  path: '/api/cashback/payouts/airwallex-events',
  area,
  summary: 'The payout provider’s callbacks (Airwallex webhooks): a transfer’s new status',
  description:
    'Signed as Airwallex signs its webhooks: `x-timestamp` (milliseconds) and `x-signature`, the ' +
    'hex HMAC-SHA256 of the timestamp followed by the raw body, with the webhook’s secret; a ' +
    'time more than 300 s from our clock or a signature that does not match answers 401 and ' +
    'changes nothing. A payout only moves forward (requested, sent, then completed or failed); ' +
    'a failed or cancelled transfer returns its money to the wallet once. A repeat, older ' +
    'news, or a transfer that is not one of our payouts answers applied=false.',
  auth: 'signature',
  body: payoutEventSchema,
  response: payoutEventReceiptResultSchema,
  failures: [400, 401],
});
