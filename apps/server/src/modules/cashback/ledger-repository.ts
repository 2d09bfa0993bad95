// The cashback ledger's SQL (decision 0028), over the database or a transaction: the owners'
// wallets, the provider's transactions as last told, and the append-only entries the balances
// are summed from. Only the ledger service (ledger-service.ts) uses it: it decides which
// entries a change makes, and locks the wallet before any write.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CashbackState } from '@ignite/domain/cashback/ledger';
import type { Database } from '../../db/client.ts';
import { cashbackTransactions, cashbackWallets, ledgerEntries } from '../../db/cashback-schema.ts';

export type CashbackTransactionRow = typeof cashbackTransactions.$inferSelect;
/** A transaction's row as the feed's news writes it. */
export type TransactionValues = Omit<
  typeof cashbackTransactions.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

export function createLedgerRepository(db: Database) {
  const findWallet = async (userId: string) =>
    (
      await db
        .select({ id: cashbackWallets.id })
        .from(cashbackWallets)
        .where(eq(cashbackWallets.userId, userId))
    )[0]?.id;

  return {
    /** The owner's wallet, made on first use; the cashback token is random and never changes. */
    async walletOf(userId: string): Promise<string> {
      const existing = await findWallet(userId);
      if (existing) return existing;
      await db
        .insert(cashbackWallets)
        .values({ userId, cashbackToken: randomBytes(24).toString('base64url') })
        .onConflictDoNothing({ target: cashbackWallets.userId });
      const made = await findWallet(userId);
      if (!made) throw new Error(`no cashback wallet for user ${userId}`);
      return made;
    },

    /** The wallet's cashback token, which the card-link page is opened with. */
    async cashbackToken(walletId: string): Promise<string | undefined> {
      const [wallet] = await db
        .select({ token: cashbackWallets.cashbackToken })
        .from(cashbackWallets)
        .where(eq(cashbackWallets.id, walletId));
      return wallet?.token;
    },

    /** The wallet a cashback token names; undefined for none. */
    async walletByToken(token: string): Promise<string | undefined> {
      const [wallet] = await db
        .select({ id: cashbackWallets.id })
        .from(cashbackWallets)
        .where(eq(cashbackWallets.cashbackToken, token));
      return wallet?.id;
    },

    /** Locks the wallet's row until the transaction ends. Call in a transaction. */
    async lockWallet(walletId: string): Promise<void> {
      await db
        .select({ id: cashbackWallets.id })
        .from(cashbackWallets)
        .where(eq(cashbackWallets.id, walletId))
        .for('update');
    },

    /** The wallet's entries summed by account and kind. */
    async entrySums(walletId: string) {
      const rows = await db
        .select({
          account: ledgerEntries.account,
          kind: ledgerEntries.kind,
          amountCents: sql<string>`sum(${ledgerEntries.amountCents})`,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.walletId, walletId))
        .groupBy(ledgerEntries.account, ledgerEntries.kind);
      return rows.map((row) => ({ ...row, amountCents: Number(row.amountCents) }));
    },

    /** Appends entries; the table refuses any change to an entry once written. */
    async appendEntries(entries: NewLedgerEntry[]): Promise<void> {
      await db.insert(ledgerEntries).values(entries);
    },

    /** The provider's transaction as last applied, whichever wallet it is of. */
    async transactionByProviderId(
      providerTransactionId: string,
    ): Promise<CashbackTransactionRow | undefined> {
      const [known] = await db
        .select()
        .from(cashbackTransactions)
        .where(eq(cashbackTransactions.providerTransactionId, providerTransactionId));
      return known;
    },

    /** Writes the transaction's new position over its row; answers the row's id. */
    async updateTransaction(id: string, values: TransactionValues): Promise<string | undefined> {
      const [row] = await db
        .update(cashbackTransactions)
        .set(values)
        .where(eq(cashbackTransactions.id, id))
        .returning({ id: cashbackTransactions.id });
      return row?.id;
    },

    /**
     * Writes a transaction first heard of; undefined when its provider id was written at the
     * same moment by another request, which then holds it.
     */
    async insertTransaction(values: TransactionValues): Promise<string | undefined> {
      const [row] = await db
        .insert(cashbackTransactions)
        .values(values)
        .onConflictDoNothing({ target: cashbackTransactions.providerTransactionId })
        .returning({ id: cashbackTransactions.id });
      return row?.id;
    },

    /** The wallet's transactions in `states` (of one category if named), newest first. */
    transactionsOf(
      walletId: string,
      states: readonly CashbackState[],
      category: string | null | undefined,
      limit: number,
    ): Promise<CashbackTransactionRow[]> {
      return db
        .select()
        .from(cashbackTransactions)
        .where(
          and(
            eq(cashbackTransactions.walletId, walletId),
            inArray(cashbackTransactions.state, [...states]),
            category
              ? sql`lower(${cashbackTransactions.category}) = lower(${category})`
              : undefined,
          ),
        )
        .orderBy(desc(cashbackTransactions.transactionDate), desc(cashbackTransactions.id))
        .limit(limit);
    },
  };
}
