// The payouts' SQL, over the database or a transaction. A payout's row is also the payout
// job's queue entry: claimed with SKIP LOCKED so two instances never transfer the same one.
import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cashbackWallets, payouts } from '../../db/cashback-schema.ts';
import { users } from '../../db/schema.ts';

export type PayoutRow = typeof payouts.$inferSelect;
export type NewPayout = {
  walletId: string;
  amountCents: number;
  idempotencyKey: string;
  bankAccountSealed: string;
  dueAt: Date;
};
/** What moving a payout along changes of its row. */
export type PayoutChanges = Partial<
  Pick<
    typeof payouts.$inferInsert,
    'state' | 'transferReference' | 'claimedUntil' | 'lastError' | 'dueAt' | 'completedAt'
  >
>;

export type PayoutRepository = ReturnType<typeof createPayoutRepository>;

export function createPayoutRepository(db: Database) {
  return {
    /** Writes a requested payout; answers its id. */
    async insert(payout: NewPayout): Promise<string> {
      const [row] = await db.insert(payouts).values(payout).returning({ id: payouts.id });
      if (!row) throw new Error('the payout was not written');
      return row.id;
    },

    /** The wallet the payout is of; undefined for no such payout. */
    async walletOf(payoutId: string): Promise<string | undefined> {
      const [found] = await db
        .select({ walletId: payouts.walletId })
        .from(payouts)
        .where(eq(payouts.id, payoutId));
      return found?.walletId;
    },

    /** The payout, its row locked until the transaction ends. Call in a transaction. */
    async lock(payoutId: string): Promise<PayoutRow | undefined> {
      const [payout] = await db
        .select()
        .from(payouts)
        .where(eq(payouts.id, payoutId))
        .for('update');
      return payout;
    },

    async update(payoutId: string, changes: PayoutChanges): Promise<void> {
      await db.update(payouts).set(changes).where(eq(payouts.id, payoutId));
    },

    /** The wallet's payouts, newest first. */
    historyOf(walletId: string, limit: number): Promise<PayoutRow[]> {
      return db
        .select()
        .from(payouts)
        .where(eq(payouts.walletId, walletId))
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(limit);
    },

    /**
     * Claims up to `batch` payouts requested or sent and due at `now`, unclaimed or whose
     * claim lapsed, until `claimedUntil`, counting the attempt; rows another instance is
     * claiming are skipped.
     */
    async claimDue(now: Date, claimedUntil: Date, batch: number): Promise<PayoutRow[]> {
      const due = db
        .select({ id: payouts.id })
        .from(payouts)
        .where(
          and(
            inArray(payouts.state, ['requested', 'sent']),
            lte(payouts.dueAt, now),
            or(isNull(payouts.claimedUntil), lt(payouts.claimedUntil, now)),
          ),
        )
        .orderBy(payouts.dueAt)
        .limit(batch)
        .for('update', { skipLocked: true });
      return db
        .update(payouts)
        .set({ attempts: sql`${payouts.attempts} + 1`, claimedUntil })
        .where(inArray(payouts.id, due))
        .returning();
    },

    /** The name of the wallet's owner, as the bank's payment file needs it. */
    async accountHolder(walletId: string) {
      const [holder] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(cashbackWallets)
        .innerJoin(users, eq(users.id, cashbackWallets.userId))
        .where(eq(cashbackWallets.id, walletId));
      return holder;
    },

    /** A sent payout is asked about again at `dueAt`, its claim released; others are left. */
    async checkSentLater(payoutId: string, dueAt: Date): Promise<void> {
      await db
        .update(payouts)
        .set({ claimedUntil: null, dueAt })
        .where(and(eq(payouts.id, payoutId), eq(payouts.state, 'sent')));
    },

    /** A try that failed: the payout is tried again at `dueAt`, its claim released. */
    async retryLater(payoutId: string, dueAt: Date, lastError: string): Promise<void> {
      await db
        .update(payouts)
        .set({ dueAt, claimedUntil: null, lastError })
        .where(eq(payouts.id, payoutId));
    },
  };
}
