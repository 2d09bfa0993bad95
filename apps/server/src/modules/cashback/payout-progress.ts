// What news of a transfer means for its payout (decision 0052), whoever brings it: the payout
// job with the provider's answer, or the provider's callback. The ledger service moves the
// payout by it (ledger-service.ts), forward only.
import type { PayoutState } from '@ignite/domain/cashback/payout-state';
import type { TransferOutcome } from './bank-transfers.ts';

/** How long a sent transfer waits for a callback before the job asks the provider itself. */
export const SENT_CHECK_SECONDS = 3600;

export type PayoutNews = {
  to: PayoutState;
  /** The provider's transfer id: news naming another transfer than the payout's is ignored. */
  reference?: string | undefined;
  reason?: string | undefined;
};

export function newsOf(outcome: TransferOutcome): PayoutNews {
  switch (outcome.status) {
    case 'completed':
      return { to: 'completed', reference: outcome.reference };
    case 'sent':
      return { to: 'sent', reference: outcome.reference };
    case 'rejected':
      return { to: 'failed', reference: outcome.reference, reason: outcome.reason };
  }
}
