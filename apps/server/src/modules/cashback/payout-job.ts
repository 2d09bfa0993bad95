// Completes requested payouts through the bank adapter (DESIGN.md "background work"): payouts
// are the job queue's rows, claimed with SKIP LOCKED so two instances never transfer the same
// one; a claim a crash left behind lapses and the payout is tried again, under the same id,
// which the bank treats as the same transfer. At once when a payout is requested (a kick),
// and every few seconds for payouts that became due.
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import { createDrainLoop, type DrainLoop } from '../../core/drain-loop.ts';
import { retryDelaySeconds } from '../../core/retry-delay.ts';
import type { Database } from '../../db/client.ts';
import { payouts } from '../../db/cashback-schema.ts';
import type { BankAccountStore } from './bank-account-store.ts';
import type { BankTransfers } from './bank-transfers.ts';
import type { IdempotencyKeys } from './idempotency-keys.ts';
import { returnPayout } from './ledger-store.ts';

const CLAIM_SECONDS = 120;
const BATCH = 10;

type PayoutRow = typeof payouts.$inferSelect;

type Deps = {
  db: Database;
  clock: Clock;
  bank: BankTransfers;
  bankAccounts: BankAccountStore;
  keys: IdempotencyKeys;
  pollSeconds: number;
  log: (message: string, error?: unknown) => void;
};

export function createPayoutJob(deps: Deps): DrainLoop {
  const { db, clock } = deps;

  async function claimDue(now: Date): Promise<PayoutRow[]> {
    const due = db
      .select({ id: payouts.id })
      .from(payouts)
      .where(
        and(
          eq(payouts.state, 'requested'),
          lte(payouts.dueAt, now),
          or(isNull(payouts.claimedUntil), lt(payouts.claimedUntil, now)),
        ),
      )
      .orderBy(payouts.dueAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(payouts)
      .set({
        attempts: sql`${payouts.attempts} + 1`,
        claimedUntil: new Date(now.getTime() + CLAIM_SECONDS * 1000),
      })
      .where(inArray(payouts.id, due))
      .returning();
  }

  async function complete(payout: PayoutRow) {
    const account = deps.bankAccounts.open(payout.walletId, payout.bankAccountSealed);
    const outcome = await deps.bank.transfer({
      payoutId: payout.id,
      amountCents: payout.amountCents,
      ...account,
    });
    const now = clock();
    if (outcome.status === 'completed') {
      await db
        .update(payouts)
        .set({
          state: 'completed',
          transferReference: outcome.reference,
          completedAt: now,
          claimedUntil: null,
          lastError: null,
        })
        .where(and(eq(payouts.id, payout.id), eq(payouts.state, 'requested')));
      return;
    }
    await db.transaction(async (tx) => {
      const [failed] = await tx
        .update(payouts)
        .set({ state: 'failed', lastError: outcome.reason, completedAt: now, claimedUntil: null })
        .where(and(eq(payouts.id, payout.id), eq(payouts.state, 'requested')))
        .returning({ id: payouts.id });
      // Only the one that marked it failed gives the money back: never twice.
      if (failed) await returnPayout(tx, payout);
    });
  }

  async function drain() {
    for (;;) {
      const batch = await claimDue(clock());
      for (const payout of batch) {
        try {
          await complete(payout);
        } catch (error) {
          deps.log(`payouts: payout ${payout.id} not transferred`, error);
          const retryAt = new Date(clock().getTime() + retryDelaySeconds(payout.attempts) * 1000);
          await db
            .update(payouts)
            .set({
              dueAt: retryAt,
              claimedUntil: null,
              lastError: error instanceof Error ? error.message : String(error),
            })
            .where(eq(payouts.id, payout.id));
        }
      }
      if (batch.length < BATCH) return;
    }
  }

  return createDrainLoop(
    async () => {
      await drain();
      await deps.keys.prune(clock());
    },
    deps.pollSeconds,
    (error) => deps.log('payouts: drain failed', error),
  );
}

export type PayoutJob = DrainLoop;
