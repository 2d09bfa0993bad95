// The cashback profile's endpoints (spec part 3 section 7, issue 14) under the white-label
// product path, the provider's signed feed, the sandbox card-link call and the demo's replay.
import {
  cashbackProfileRequestSchema,
  cashbackProfileResultSchema,
  cashbackTransactionsRequestSchema,
  cashbackTransactionsResultSchema,
  maskedBankAccountResultSchema,
  payoutResultSchema,
  redeemCashbackHeadersSchema,
  redeemCashbackRequestSchema,
  removeLinkedCardQuerySchema,
  saveBankAccountRequestSchema,
} from '../cashback/cashback-api.ts';
import {
  demoPurchasesResultSchema,
  feedEventSchema,
  feedReceiptResultSchema,
  sandboxCardLinkRequestSchema,
  sandboxCardLinkResultSchema,
} from '../cashback/cashback-feed.ts';
import { successResultSchema } from '../result.ts';
import { PRODUCT } from '../product.ts';
import { defineEndpoint } from './endpoint.ts';

const area = 'cashback';
const auth = 'bearer';
const base = `/api/${PRODUCT.slug}profile`;

export const cashbackProfile = defineEndpoint({
  name: 'cashbackProfile',
  method: 'POST',
  path: base,
  area,
  summary: 'The caller’s cashback: balances, linked cards, bank account, pending transactions',
  description:
    'Balances are summed from the ledger. appConsumerId must be the caller’s own and vehicleId ' +
    'the caller’s car: neither ever chooses whose wallet is read.',
  auth,
  body: cashbackProfileRequestSchema,
  response: cashbackProfileResultSchema,
  failures: [400, 401, 404],
});

export const cashbackTransactions = defineEndpoint({
  name: 'cashbackTransactions',
  method: 'POST',
  path: `${base}/cashback-transactions`,
  area,
  summary: 'The caller’s cashback transactions, newest first, optionally of one category',
  auth,
  body: cashbackTransactionsRequestSchema,
  response: cashbackTransactionsResultSchema,
  failures: [400, 401, 404],
});

export const saveBankAccount = defineEndpoint({
  name: 'saveBankAccount',
  method: 'PUT',
  path: `${base}/bank-account`,
  area,
  summary: 'Save the account payouts go to; answered partly masked',
  description: 'Kept encrypted (AES-256-GCM) with a key from the configuration.',
  auth,
  body: saveBankAccountRequestSchema,
  response: maskedBankAccountResultSchema,
  failures: [400, 401, 404],
});

export const removeBankAccount = defineEndpoint({
  name: 'removeBankAccount',
  method: 'DELETE',
  path: `${base}/bank-account`,
  area,
  summary: 'Remove the saved bank account (payouts already requested still complete)',
  auth,
  response: successResultSchema,
  failures: [401],
});

export const removeLinkedCard = defineEndpoint({
  name: 'removeLinkedCard',
  method: 'DELETE',
  path: `${base}/remove-linked-card`,
  area,
  summary: 'Unlink one of the caller’s cards',
  description: 'Another owner’s card, or one already removed, answers 404 and stays as it is.',
  auth,
  query: removeLinkedCardQuerySchema,
  response: successResultSchema,
  failures: [400, 401, 404],
});

export const redeemCashback = defineEndpoint({
  name: 'redeemCashback',
  method: 'POST',
  path: `${base}/redeem-cashback`,
  area,
  summary: 'Withdraw available cashback to the saved bank account',
  description:
    'Needs an Idempotency-Key header (Stripe’s rules): the same key and body answer the first ' +
    'answer again; the same key with another body answers 422; while the first is still being ' +
    'processed, 409. Keys are kept 7 days. The amount is above 0, within the available amount, ' +
    'once the minimum of $30 is reached, and only with a bank account on file (400 otherwise). ' +
    'The transfer completes later, through the job queue.',
  auth,
  headers: redeemCashbackHeadersSchema,
  body: redeemCashbackRequestSchema,
  response: payoutResultSchema,
  failures: [400, 401, 409, 422],
});

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

export const replayDemoPurchases = defineEndpoint({
  name: 'replayDemoPurchases',
  method: 'POST',
  path: '/api/demo/cashback/purchases',
  area,
  summary: 'Demo mode: realistic purchases on the caller’s linked card, through the signed feed',
  auth,
  response: demoPurchasesResultSchema,
  failures: [401, 409],
});
