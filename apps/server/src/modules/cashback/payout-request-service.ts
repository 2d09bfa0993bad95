// Withdrawing cashback (spec part 3 sections 2, 5 and 8): the checks and the debit happen with
// the wallet locked, in the transaction that records the payout, its ledger entry and the
// idempotency key's answer, so a payout never overdraws and never pays twice.
import { createHash } from 'node:crypto';
import { CASHBACK_MESSAGES, type PayoutAnswer } from '@ignite/domain/cashback/cashback-api';
import { exactCents, toDollars } from '@ignite/domain/cashback/money';
import {
  hasCashbackThatCanBeRedeemed,
  payoutAmountError,
  PAYOUT_MESSAGES,
} from '@ignite/domain/cashback/redemption';
import { debtRefusal } from '@ignite/domain/cashback/wallet-debt';
import type { Clock } from '../../core/clock.ts';
import { conflict, HttpError } from '../../core/http-errors.ts';
import type { IdempotencyKeyRepository, StoredAnswer } from './idempotency-key-repository.ts';
import type { LedgerService } from './ledger-service.ts';

/** How long a repeat waits for the first request's answer before it is told 409. */
const WAIT_FOR_FIRST_MS = 2000;
const WAIT_STEP_MS = 50;

type Deps = {
  ledger: LedgerService;
  keys: IdempotencyKeyRepository;
  clock: Clock;
  /** The local bank's delay before a transfer completes. */
  completionSeconds: number;
  /**
   * Whether a payout can leave at all: false without a payout provider outside demo mode, and
   * then a withdrawal is refused before anything is written (decision 0052).
   */
  hasPayoutProvider: boolean;
  /** Told after a payout is committed: the payout job looks for work. */
  onRequested: () => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The request's fingerprint: the same body in any key order hashes the same. */
export function requestHash(body: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(body)
      .sort()
      .map((key) => [key, body[key]]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

export type PayoutRequestService = ReturnType<typeof createPayoutRequestService>;

export function createPayoutRequestService(deps: Deps) {
  const { ledger, clock, keys } = deps;

  /** The payout itself, once the key is ours: answered in the same transaction. */
  async function pay(walletId: string, keyId: string, key: string, amount: number) {
    return ledger.withLockedWallet(walletId, async (tx, { availableCents }) => {
      const refusal = async (message: string): Promise<StoredAnswer<PayoutAnswer>> => {
        const answer = { statusCode: 400, message };
        await tx.keys.answer(keyId, answer);
        return answer;
      };
      // The schema refuses it first; never rounded here either, should another caller forget.
      const amountCents = exactCents(amount);
      if (amountCents === null) return refusal(PAYOUT_MESSAGES.tooManyDecimals);
      const sealed = await tx.bankAccounts.sealedOf(walletId);
      if (!sealed) return refusal(CASHBACK_MESSAGES.noBankAccount);
      // Owed after a reversal: the debt is repaid from later cashback before anything leaves.
      const owed = debtRefusal({ availableCents });
      if (owed) return refusal(owed);
      if (!hasCashbackThatCanBeRedeemed(availableCents)) {
        return refusal(CASHBACK_MESSAGES.belowMinimum);
      }
      const amountProblem = payoutAmountError(amountCents, availableCents);
      if (amountProblem) return refusal(amountProblem);
      const now = clock();
      const payoutId = await ledger.recordPayout(tx, {
        walletId,
        amountCents,
        idempotencyKey: key,
        bankAccountSealed: sealed,
        dueAt: new Date(now.getTime() + deps.completionSeconds * 1000),
      });
      const answer = {
        statusCode: 200 as const,
        data: {
          payoutId,
          amount: toDollars(amountCents),
          newBalance: toDollars(availableCents - amountCents),
          state: 'requested' as const,
        },
      };
      await tx.keys.answer(keyId, answer);
      return answer;
    });
  }

  /** The first answer for this key, once its request has one; null if it still has none. */
  async function awaitFirst(walletId: string, key: string, hash: string) {
    for (let waited = 0; waited < WAIT_FOR_FIRST_MS; waited += WAIT_STEP_MS) {
      await sleep(WAIT_STEP_MS);
      const claim = await keys.claim<PayoutAnswer>(walletId, key, hash, clock());
      if (claim.kind !== 'in-flight') return claim;
    }
    return null;
  }

  return {
    /** The caller's payout's answer: the data, or an HttpError with the message to show. */
    async redeem(userId: string, key: string, amount: number): Promise<PayoutAnswer> {
      const walletId = await ledger.walletOf(userId);
      if (!deps.hasPayoutProvider) {
        throw new HttpError(503, CASHBACK_MESSAGES.noPayoutProvider);
      }
      const hash = requestHash({ amount });
      let claim = await keys.claim<PayoutAnswer>(walletId, key, hash, clock());
      if (claim.kind === 'in-flight') {
        claim = (await awaitFirst(walletId, key, hash)) ?? claim;
      }
      switch (claim.kind) {
        case 'in-flight':
          throw conflict(CASHBACK_MESSAGES.idempotencyKeyInFlight);
        case 'other-request':
          throw new HttpError(422, CASHBACK_MESSAGES.idempotencyKeyReused);
        case 'answered':
          return settle(claim.answer);
        case 'claimed': {
          let answer: StoredAnswer<PayoutAnswer>;
          try {
            answer = await pay(walletId, claim.id, key, amount);
          } catch (error) {
            await keys.release(claim.id);
            throw error;
          }
          if (answer.statusCode === 200) deps.onRequested();
          return settle(answer);
        }
      }
    },
  };
}

function settle(answer: StoredAnswer<PayoutAnswer>): PayoutAnswer {
  if ('data' in answer) return answer.data;
  throw new HttpError(answer.statusCode, answer.message);
}
