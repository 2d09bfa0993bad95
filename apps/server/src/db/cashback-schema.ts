/**
 * The cashback wallet (decision 0028): linked cards, the provider's transactions,
 * the append-only ledger the balances are summed from, the bank account and the payouts. No
 * table holds a balance: a wallet row is what every write to the ledger locks first.
 */
import { bigint, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { PAYOUT_STATES } from '@ignite/domain/cashback/cashback-api';
import { CARD_ISSUERS } from '@ignite/domain/cashback/linked-card';
import { createdAt, id, utc } from './columns.ts';
import { users } from './schema.ts';

export const cashbackWallets = pgTable('cashback_wallets', {
  id: id(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id),
  /** The user's cashback token, which the card-link page is opened with (spec part 3). */
  cashbackToken: text().notNull().unique(),
  createdAt: createdAt(),
});

export const linkedCards = pgTable(
  'linked_cards',
  {
    id: id(),
    walletId: uuid()
      .notNull()
      .references(() => cashbackWallets.id),
    issuer: text({ enum: CARD_ISSUERS }).notNull(),
    /** The last digits, digits only: all that is kept of the number. */
    cardMasked: text().notNull(),
    nickname: text(),
    expiryMonth: integer().notNull(),
    expiryYear: integer().notNull(),
    provider: text().notNull(),
    /** The provider's id for the card: the transaction feed names the card by it. */
    providerCardId: text().notNull().unique(),
    removedAt: utc(),
    createdAt: createdAt(),
  },
  (t) => [index('linked_cards_wallet_idx').on(t.walletId)],
);

export const cashbackTransactions = pgTable(
  'cashback_transactions',
  {
    id: id(),
    walletId: uuid()
      .notNull()
      .references(() => cashbackWallets.id),
    linkedCardId: uuid().references(() => linkedCards.id),
    /** Unique: the feed's news about one purchase always lands on one row. */
    providerTransactionId: text().notNull().unique(),
    /** Clear=0, Pending=1, Settled=2, Reversed=3: the position the ledger holds it in. */
    state: integer().notNull(),
    cashbackCents: bigint({ mode: 'number' }).notNull(),
    purchaseCents: bigint({ mode: 'number' }).notNull(),
    advertiserName: text().notNull(),
    category: text(),
    transactionDate: utc().notNull(),
    /** The provider's time of the news last applied; older news arriving late is ignored. */
    providerUpdatedAt: utc().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cashback_transactions_wallet_idx').on(t.walletId, t.transactionDate)],
);

/**
 * A transfer to the owner's bank: requested with its ledger entry in one transaction, then
 * completed by the payout job (modules/cashback/payout-job.ts) through the bank adapter.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    walletId: uuid()
      .notNull()
      .references(() => cashbackWallets.id),
    amountCents: bigint({ mode: 'number' }).notNull(),
    state: text({ enum: PAYOUT_STATES }).notNull().default('requested'),
    /** The Idempotency-Key the payout was requested with (one payout per key). */
    idempotencyKey: text().notNull(),
    /** The account it goes to, as it was when requested, sealed like bank_accounts.sealed. */
    bankAccountSealed: text().notNull(),
    /** Not before this: the local bank's delay, or the wait after a failed try. */
    dueAt: utc().notNull(),
    /** A job that stopped mid-transfer (a crash) leaves its claim; it lapses at this time. */
    claimedUntil: utc(),
    attempts: integer().notNull().default(0),
    transferReference: text(),
    lastError: text(),
    completedAt: utc(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payouts_wallet_key_unique').on(t.walletId, t.idempotencyKey),
    index('payouts_due_idx').on(t.state, t.dueAt),
  ],
);

/**
 * The Idempotency-Key of each payout request with the hash of its body and its first answer,
 * by Stripe's rules, so that a retried request never moves money twice. A key is claimed
 * before the work and answered after it; a claim that a crash left behind lapses at
 * lockedUntil.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    walletId: uuid()
      .notNull()
      .references(() => cashbackWallets.id),
    key: text().notNull(),
    requestHash: text().notNull(),
    state: text({ enum: ['in_flight', 'answered'] }).notNull(),
    statusCode: integer(),
    answer: jsonb(),
    lockedUntil: utc().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('idempotency_keys_wallet_key_unique').on(t.walletId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** The account payouts go to: encrypted at rest (AES-256-GCM, bound to the wallet). */
export const bankAccounts = pgTable('bank_accounts', {
  walletId: uuid()
    .primaryKey()
    .references(() => cashbackWallets.id),
  sealed: text().notNull(),
  updatedAt: utc().notNull(),
});

/** Append-only: a correction is a new entry, never an edit. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    walletId: uuid()
      .notNull()
      .references(() => cashbackWallets.id),
    account: text({ enum: ['pending', 'available'] }).notNull(),
    kind: text({ enum: ['cashback', 'payout'] }).notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    cashbackTransactionId: uuid().references(() => cashbackTransactions.id),
    payoutId: uuid().references(() => payouts.id),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_wallet_idx').on(t.walletId)],
);
