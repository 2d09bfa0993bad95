// Completes requested payouts through the bank adapter, in the background: payouts are the job
// queue's rows, claimed with SKIP LOCKED so two instances never transfer the same one; a claim a
// crash left behind lapses and the payout is tried again, under the same id, which the bank treats
// as the same transfer. At once when a payout is requested (a kick), and every few seconds for
// payouts that became due. A payout the provider accepted (sent) is asked about again after a
// while, in case its callback was lost (decision 0052). Without a bank (no payout provider outside
// demo mode) nothing is transferred.
import type { Clock } from '../../core/clock.ts';
import { createDrainLoop, type DrainLoop } from '../../core/drain-loop.ts';
import { retryDelaySeconds } from '../../core/retry-delay.ts';
import type { BankAccountRepository } from './bank-account-repository.ts';
import type { BankTransfers } from './bank-transfers.ts';
import type { IdempotencyKeyRepository } from './idempotency-key-repository.ts';
import type { LedgerService } from './ledger-service.ts';
import { newsOf, SENT_CHECK_SECONDS } from './payout-progress.ts';
import type { PayoutRepository, PayoutRow } from './payout-repository.ts';

const CLAIM_SECONDS = 120;
const BATCH = 10;

type Deps = {
  ledger: LedgerService;
  payouts: PayoutRepository;
  bankAccounts: BankAccountRepository;
  keys: IdempotencyKeyRepository;
  clock: Clock;
  /** Null when no payout provider is set up: payouts then wait, untouched. */
  bank: BankTransfers | null;
  pollSeconds: number;
  log: (message: string, error?: unknown) => void;
};

export function createPayoutJob(deps: Deps): DrainLoop {
  const { ledger, payouts, clock } = deps;

  function claimDue(now: Date): Promise<PayoutRow[]> {
    return payouts.claimDue(now, new Date(now.getTime() + CLAIM_SECONDS * 1000), BATCH);
  }

  async function accountHolder(walletId: string): Promise<string> {
    const holder = await payouts.accountHolder(walletId);
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
    const moved = await ledger.advancePayout(payout.id, newsOf(outcome), clock());
    if (!moved) await waitForCallback(payout.id);
  }

  /** A sent payout that is still on its way: asked about again later, claim released. */
  async function waitForCallback(payoutId: string) {
    await payouts.checkSentLater(payoutId, new Date(clock().getTime() + SENT_CHECK_SECONDS * 1000));
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
          await payouts.retryLater(
            payout.id,
            retryAt,
            error instanceof Error ? error.message : String(error),
          );
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
