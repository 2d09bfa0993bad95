// The cashback profile's endpoints (spec part 3 section 7) under the white-label
// product path, and the demo's replay. The provider's side (its signed feed and the sandbox
// card-link page) is cashback-provider.ts: the app's pages need none of its schemas.
import {
  cashbackProfileRequestSchema,
  cashbackProfileResultSchema,
  cashbackTransactionsRequestSchema,
  cashbackTransactionsResultSchema,
  demoPurchasesResultSchema,
  maskedBankAccountResultSchema,
  payoutResultSchema,
  redeemCashbackHeadersSchema,
  redeemCashbackRequestSchema,
  removeLinkedCardQuerySchema,
  saveBankAccountRequestSchema,
} from '../cashback/cashback-api.ts';
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
  summary: 'The caller’s cashback transactions and payouts, newest first',
  description:
    'appVehicleId is the host app’s id of the caller’s car (the activeVehicle.appVehicleId the ' +
    'sign-in answers), not its vehicleId; another owner’s, or none, answers 404. With a ' +
    'category only that category’s purchases are listed, and no payouts (they have none).',
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
    'once the minimum of $30 is reached, with nothing owed after a reversal, and only with a ' +
    'bank account on file (400 otherwise); at most 2 decimals, never rounded. Without a payout ' +
    'provider (outside demo mode) it answers 503 and nothing leaves the wallet. The transfer ' +
    'completes later, through the job queue and the provider’s callbacks.',
  auth,
  headers: redeemCashbackHeadersSchema,
  body: redeemCashbackRequestSchema,
  response: payoutResultSchema,
  failures: [400, 401, 409, 422, 503],
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
