// The cashback ledger in the database (decision 0028). Every write to a wallet's ledger locks
// the wallet's row first, then reads the balance from the entries and appends, in one
// transaction: two payouts for one owner run one after the other, and the second sees the
// first's entry, on PostgreSQL and PGlite alike.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  balancesOf,
  type CashbackBalances,
  type CashbackPosition,
  type CashbackState,
  entriesForChange,
  payoutEntry,
} from '@ignite/domain/cashback/ledger';
import type { Database } from '../../db/client.ts';
import {
  cashbackTransactions,
  cashbackWallets,
  ledgerEntries,
  payouts,
} from '../../db/cashback-schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The owner's wallet, made on first use; the cashback token is random and never changes. */
export async function walletOf(db: Database, userId: string): Promise<string> {
  await db
    .insert(cashbackWallets)
    .values({ userId, cashbackToken: randomBytes(24).toString('base64url') })
    .onConflictDoNothing({ target: cashbackWallets.userId });
  const [wallet] = await db
    .select({ id: cashbackWallets.id })
    .from(cashbackWallets)
    .where(eq(cashbackWallets.userId, userId));
  if (!wallet) throw new Error(`no cashback wallet for user ${userId}`);
  return wallet.id;
}

async function lockWallet(tx: Transaction, walletId: string): Promise<void> {
  await tx
    .select({ id: cashbackWallets.id })
    .from(cashbackWallets)
    .where(eq(cashbackWallets.id, walletId))
    .for('update');
}

async function sumEntries(tx: Transaction | Database, walletId: string) {
  const rows = await tx
    .select({
      account: ledgerEntries.account,
      kind: ledgerEntries.kind,
      amountCents: sql<string>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.walletId, walletId))
    .groupBy(ledgerEntries.account, ledgerEntries.kind);
  return balancesOf(rows.map((row) => ({ ...row, amountCents: Number(row.amountCents) })));
}

/** Available, pending and lifetime, summed from the wallet's entries. */
export function balancesOfWallet(db: Database, walletId: string): Promise<CashbackBalances> {
  return sumEntries(db, walletId);
}

export type FeedNews = {
  providerTransactionId: string;
  state: CashbackState;
  cashbackCents: number;
  purchaseCents: number;
  advertiserName: string;
  category: string | null;
  transactionDate: Date;
  /** The provider's time of this news: older news than the last applied is ignored. */
  providerUpdatedAt: Date;
  linkedCardId: string | null;
};

/**
 * Applies one piece of the feed's news to the wallet: the transaction's row takes its new
 * position and the ledger gets the entries that move it there. A repeat, or news older than
 * what was applied, changes nothing. Answers whether anything changed.
 */
export async function applyFeedNews(
  db: Database,
  walletId: string,
  news: FeedNews,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, walletId);
    const [known] = await tx
      .select()
      .from(cashbackTransactions)
      .where(eq(cashbackTransactions.providerTransactionId, news.providerTransactionId));
    if (known && known.walletId !== walletId) {
      throw new Error(`transaction ${news.providerTransactionId} belongs to another wallet`);
    }
    if (known && known.providerUpdatedAt >= news.providerUpdatedAt) return false;
    const before: CashbackPosition | null = known
      ? { state: known.state as CashbackState, cashbackCents: known.cashbackCents }
      : null;
    const entries = entriesForChange(before, {
      state: news.state,
      cashbackCents: news.cashbackCents,
    });
    const values = {
      walletId,
      linkedCardId: news.linkedCardId,
      providerTransactionId: news.providerTransactionId,
      state: news.state,
      cashbackCents: news.cashbackCents,
      purchaseCents: news.purchaseCents,
      advertiserName: news.advertiserName,
      category: news.category,
      transactionDate: news.transactionDate,
      providerUpdatedAt: news.providerUpdatedAt,
    };
    const [row] = known
      ? await tx
          .update(cashbackTransactions)
          .set(values)
          .where(eq(cashbackTransactions.id, known.id))
          .returning({ id: cashbackTransactions.id })
      : await tx
          .insert(cashbackTransactions)
          .values(values)
          .returning({ id: cashbackTransactions.id });
    if (!row) throw new Error('the transaction row was not written');
    if (entries.length > 0) {
      await tx
        .insert(ledgerEntries)
        .values(entries.map((entry) => ({ ...entry, walletId, cashbackTransactionId: row.id })));
    }
    return true;
  });
}

export type PayoutOutcome =
  | { paid: true; payoutId: string; newBalanceCents: number }
  | { paid: false; availableCents: number };

/**
 * A payout of `amountCents` from the wallet's available cashback, recorded with its request
 * and its ledger entry in one transaction, or refused when it would overdraw.
 */
export async function payOut(
  db: Database,
  walletId: string,
  amountCents: number,
  idempotency: { key: string; requestHash: string },
): Promise<PayoutOutcome> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, walletId);
    const { availableCents } = await sumEntries(tx, walletId);
    if (amountCents <= 0 || amountCents > availableCents) return { paid: false, availableCents };
    const [payout] = await tx
      .insert(payouts)
      .values({
        walletId,
        amountCents,
        idempotencyKey: idempotency.key,
        requestHash: idempotency.requestHash,
      })
      .returning({ id: payouts.id });
    if (!payout) throw new Error('the payout was not written');
    await tx
      .insert(ledgerEntries)
      .values({ ...payoutEntry(amountCents), walletId, payoutId: payout.id });
    return { paid: true, payoutId: payout.id, newBalanceCents: availableCents - amountCents };
  });
}
