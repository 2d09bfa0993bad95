// A payout's life (decision 0052): requested (its money has left the wallet), sent (the
// payout provider accepted the transfer), then completed (paid into the owner's account) or
// failed (refused, cancelled or returned by the bank: its money goes back to the wallet).
// The provider's answers and callbacks arrive late, twice and out of order, so a payout only
// ever moves forward: news that would move it back changes nothing.

export const PAYOUT_STATES = ['requested', 'sent', 'completed', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

const ORDER: Record<PayoutState, number> = { requested: 0, sent: 1, completed: 2, failed: 3 };

/**
 * Whether a payout in `from` may move to `to`: only forward. Failed is last: a transfer the
 * bank returns after it was paid fails then, and nothing brings a failed payout back, since
 * its money is already in the wallet again.
 */
export function canMovePayout(from: PayoutState, to: PayoutState): boolean {
  return ORDER[to] > ORDER[from];
}

/**
 * A payout's state as the transaction history says it to the owner: completed is 'Paid' (the
 * money reached their account), failed is 'Returned' (the bank did not take it, and the money
 * is back in their available cashback).
 */
export const PAYOUT_STATE_NAMES = {
  requested: 'Requested',
  sent: 'Sent',
  completed: 'Paid',
  failed: 'Returned',
} as const satisfies Record<PayoutState, string>;
export type PayoutStateName = (typeof PAYOUT_STATE_NAMES)[PayoutState];

/** Beside a returned payout in the history: where its money went. */
export const PAYOUT_RETURNED_NOTE =
  'The bank did not accept this transfer; the money is back in your available cashback';
