import { useRef } from 'react';
import { toCents } from '@ignite/domain/cashback/money';
import {
  cashbackProfile,
  cashbackTransactions,
  redeemCashback,
} from '@ignite/domain/contract/cashback';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { outcomeUnknown, type Submission, submissionFor } from './idempotency.ts';

/**
 * POST /api/igniteprofile/redeem-cashback with its Idempotency-Key: a new key per submission,
 * the same one when the owner retries a submission whose outcome never arrived. Success reads
 * the profile and the history afresh, so every balance falls with it and the payout is listed.
 */
export function useRedeem() {
  const redeem = useApiMutation(redeemCashback, {
    invalidates: [cashbackProfile, cashbackTransactions],
  });
  const unanswered = useRef<Submission | null>(null);

  async function withdraw(amount: number) {
    const submission = submissionFor(unanswered.current, toCents(amount));
    unanswered.current = submission;
    const result = await redeem.run({
      body: { amount },
      headers: { 'idempotency-key': submission.key },
    });
    unanswered.current = outcomeUnknown(result) ? submission : null;
    return result;
  }

  return withdraw;
}
