// Completes requested payouts through the bank adapter (DESIGN.md "background work"): payouts
// are the job queue's rows, claimed with SKIP LOCKED so two instances never transfer the same
// one; a claim a crash left behind lapses and the payout is tried again, under the same id,
// which the bank treats as the same transfer. At once when a payout is requested (a kick),
// and every few seconds for payouts that became due. A payout the provider accepted (sent)
// is asked about again after a while, in case its callback was lost (decision 0052). Without
// a bank (no payout provider outside demo mode) nothing is transferred.
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { Clock } from '../../core/clock.ts';
import { createDrainLoop, type DrainLoop } from '../../core/drain-loop.ts';
import { retryDelaySeconds } from '../../core/retry-delay.ts';
import type { Database } from '../../db/client.ts';
import { cashbackWallets, payouts } from '../../db/cashback-schema.ts';
import type { BankAccountStore } from './bank-account-store.ts';
import type { BankTransfers } from './bank-transfers.ts';
import type { IdempotencyKeys } from './idempotency-keys.ts';
import { advancePayout, newsOf, SENT_CHECK_SECONDS } from './payout-progress.ts';

const CLAIM_SECONDS = 120;
const BATCH = 10;

type PayoutRow = typeof payouts.$inferSelect;

type Deps = {
  db: Database;
  clock: Clock;
  /** Null when no payout provider is set up: payouts then wait, untouched. */
  bank: BankTransfers | null;
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
          inArray(payouts.state, ['requested', 'sent']),
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

  async function accountHolder(walletId: string): Promise<string> {
    const [holder] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(cashbackWallets)
      .innerJoin(users, eq(users.id, cashbackWallets.userId))
      .where(eq(cashbackWallets.id, walletId));
    return holder ? `${holder.firstName} ${holder.lastName}`.trim() : '';
  }

  async function complete(bank: BankTransfers, payout: PayoutRow) {
    if (payout.state === 'sent' && (!bank.check || !payout.transferReference)) {
      await waitForCallback(payout.id);
      return;
    }
    const outcome =
      payout.state === 'sent' && bank.check && payout.transferReference
        ? await bank.check(payout.transferReference)
        : await bank.transfer({
            payoutId: payout.id,
            amountCents: payout.amountCents,
            accountName: await accountHolder(payout.walletId),
            attempt: payout.attempts,
            ...deps.bankAccounts.open(payout.walletId, payout.bankAccountSealed),
          });
    const moved = await advancePayout(db, payout.id, newsOf(outcome), clock());
    if (!moved) await waitForCallback(payout.id);
  }

  /** A sent payout that is still on its way: asked about again later, claim released. */
  async function waitForCallback(payoutId: string) {
    await db
      .update(payouts)
      .set({
        claimedUntil: null,
        dueAt: new Date(clock().getTime() + SENT_CHECK_SECONDS * 1000),
      })
      .where(and(eq(payouts.id, payoutId), eq(payouts.state, 'sent')));
  }

  async function drain(bank: BankTransfers) {
    for (;;) {
      const batch = await claimDue(clock());
      for (const payout of batch) {
        try {
          await complete(bank, payout);
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
      if (deps.bank) await drain(deps.bank);
      await deps.keys.prune(clock());
    },
    deps.pollSeconds,
    (error) => deps.log('payouts: drain failed', error),
  );
}

export type PayoutJob = DrainLoop;
