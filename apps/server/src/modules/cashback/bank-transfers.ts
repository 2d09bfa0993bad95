// The bank side of a payout (issue 14): one call per payout, idempotent by its id, so a retry
// after a crash never sends the money twice. A real adapter would call the bank's payments
// API; the local one records the transfer in the payout's row (its reference) and completes.

export type TransferRequest = {
  payoutId: string;
  amountCents: number;
  bsb: string;
  accountNumber: string;
};

export type TransferOutcome =
  | { status: 'completed'; reference: string }
  /** The bank refused for good (a closed account): the money goes back to the wallet. */
  | { status: 'rejected'; reason: string };

export interface BankTransfers {
  /** Throws when the bank cannot be reached: the payout is tried again later. */
  transfer(request: TransferRequest): Promise<TransferOutcome>;
}

/** Completes every transfer, referenced by its payout: the demo's and the tests' bank. */
export const localBankTransfers: BankTransfers = {
  transfer: async ({ payoutId }) => ({
    status: 'completed',
    reference: `LOCAL-${payoutId.slice(0, 8).toUpperCase()}`,
  }),
};
