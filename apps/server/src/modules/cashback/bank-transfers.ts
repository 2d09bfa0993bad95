// The bank side of a payout (decision 0052): one call per payout, idempotent by its id, so a
// retry after a crash never sends the money twice. The payout provider's adapter
// (airwallex-transfers.ts) is the real one; the local bank below completes at once and is
// wired only in demo mode.

export type TransferRequest = {
  payoutId: string;
  amountCents: number;
  /** The account holder's name, as the bank's payment file needs one. */
  accountName: string;
  bsb: string;
  accountNumber: string;
  /** 1 on the first try; above 1, an earlier try may have reached the provider. */
  attempt: number;
};

export type TransferOutcome =
  /** Paid into the owner's account. */
  | { status: 'completed'; reference: string }
  /** Accepted by the provider: its callbacks (or a later check) say how it ends. */
  | { status: 'sent'; reference: string }
  /** Refused, cancelled or returned for good: the money goes back to the wallet. */
  | { status: 'rejected'; reason: string; reference?: string | undefined };

export interface BankTransfers {
  /** Throws when the provider cannot be reached: the payout is tried again later. */
  transfer(request: TransferRequest): Promise<TransferOutcome>;
  /**
   * Where a sent transfer is now, in case a callback was lost; absent when transfers finish
   * at once. Throws when the provider cannot be reached.
   */
  check?(reference: string): Promise<TransferOutcome>;
}

/** Completes every transfer, referenced by its payout: demo mode's bank, and the tests'. */
export const localBankTransfers: BankTransfers = {
  transfer: async ({ payoutId }) => ({
    status: 'completed',
    reference: `LOCAL-${payoutId.slice(0, 8).toUpperCase()}`,
  }),
};
