// The cashback module's public face: the wiring creates its services and registers its routes.
export { createBankAccountStore } from './bank-account-store.ts';
export { airwallexTransfers } from './airwallex-transfers.ts';
export { localBankTransfers } from './bank-transfers.ts';
export { createCashbackProfile } from './cashback-profile.ts';
export { createIdempotencyKeys } from './idempotency-keys.ts';
export { createLinkedCardStore } from './linked-card-store.ts';
export { createPayoutCallbacks } from './payout-callbacks.ts';
export { createPayoutJob } from './payout-job.ts';
export { createPayoutRequests } from './payout-requests.ts';
export { registerCashbackRoutes } from './routes.ts';
export { createSandboxCardLink } from './sandbox-card-link.ts';
export { createTransactionFeed } from './transaction-feed.ts';
