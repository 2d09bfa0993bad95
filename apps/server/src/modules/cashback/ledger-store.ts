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
  payoutReturnEntry,
} from '@ignite/domain/cashback/ledger';
import type { Database } from '../../db/client.ts';
import {
  cashbackTransactions,
  cashbackWallets,
  ledgerEntries,
  payouts,
} from '../../db/cashback-schema.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The owner's wallet, made on first use; the cashback token is random and never changes. */
export async function walletOf(db: Database, userId: string): Promise<string> {
  const find = async () =>
    (
      await db
        .select({ id: cashbackWallets.id })
        .from(cashbackWallets)
        .where(eq(cashbackWallets.userId, userId))
    )[0]?.id;
  const existing = await find();
  if (existing) return existing;
  await db
    .insert(cashbackWallets)
    .values({ userId, cashbackToken: randomBytes(24).toString('base64url') })
    .onConflictDoNothing({ target: cashbackWallets.userId });
  const made = await find();
  if (!made) throw new Error(`no cashback wallet for user ${userId}`);
  return made;
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

/** The feed named a transaction already held for another owner: nothing is changed. */
export class TransactionOfAnotherWallet extends Error {
  constructor() {
    super('the transaction belongs to another wallet');
  }
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
    if (known && known.walletId !== walletId) throw new TransactionOfAnotherWallet();
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
          .onConflictDoNothing({ target: cashbackTransactions.providerTransactionId })
          .returning({ id: cashbackTransactions.id });
    // Not written: the same transaction arrived for another owner's card at the same moment.
    if (!row) throw new TransactionOfAnotherWallet();
    if (entries.length > 0) {
      await tx
        .insert(ledgerEntries)
        .values(entries.map((entry) => ({ ...entry, walletId, cashbackTransactionId: row.id })));
    }
    return true;
  });
}

/**
 * Runs `work` with the wallet locked and its balances summed, in one transaction: what `work`
 * decides from the balances still holds when it writes, whatever else runs at the same time.
 */
export async function withLockedWallet<T>(
  db: Database,
  walletId: string,
  work: (tx: Transaction, balances: CashbackBalances) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, walletId);
    return work(tx, await sumEntries(tx, walletId));
  });
}

/** A payout's request and its ledger entry; call inside withLockedWallet, after the checks. */
export async function recordPayout(
  tx: Transaction,
  payout: {
    walletId: string;
    amountCents: number;
    idempotencyKey: string;
    bankAccountSealed: string;
    dueAt: Date;
  },
): Promise<string> {
  const [row] = await tx.insert(payouts).values(payout).returning({ id: payouts.id });
  if (!row) throw new Error('the payout was not written');
  await tx
    .insert(ledgerEntries)
    .values({ ...payoutEntry(payout.amountCents), walletId: payout.walletId, payoutId: row.id });
  return row.id;
}

/** A payout the bank refused: its money goes back to available, as a new entry. */
export async function returnPayout(
  tx: Transaction,
  payout: { id: string; walletId: string; amountCents: number },
): Promise<void> {
  await tx.insert(ledgerEntries).values({
    ...payoutReturnEntry(payout.amountCents),
    walletId: payout.walletId,
    payoutId: payout.id,
  });
}
