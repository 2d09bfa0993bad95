// The cashback module's public face: what the wiring (modules/index.ts) creates and registers.
// Everything else in this folder is the cashback's own.
export { airwallexTransfers } from './airwallex-transfers.ts';
export { localBankTransfers } from './bank-transfers.ts';
export { createCashbackProfileService } from './cashback-profile-service.ts';
export { createCashbackRepositories } from './cashback-repositories.ts';
export { createDemoPurchaseService } from './demo-purchase-service.ts';
export { createLedgerService } from './ledger-service.ts';
export { createPayoutCallbackService } from './payout-callback-service.ts';
export { createPayoutJob } from './payout-job.ts';
export { createPayoutRequestService } from './payout-request-service.ts';
export { type CashbackRoutes, registerCashbackRoutes } from './routes.ts';
export { createSandboxCardLinkService } from './sandbox-card-link-service.ts';
export { createTransactionFeedService } from './transaction-feed-service.ts';
