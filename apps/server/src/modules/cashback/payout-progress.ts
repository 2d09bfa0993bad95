// Moving a payout along (decision 0052), whoever brings the news: the payout job with the
// provider's answer, or the provider's callback. With the wallet locked and the payout's row
// read again, a payout only moves forward (payout-state.ts), so news that arrives twice, late
// or out of order changes nothing; the one move to failed gives the money back, once.
import { eq } from 'drizzle-orm';
import { canMovePayout, type PayoutState } from '@ignite/domain/cashback/payout-state';
import type { Database } from '../../db/client.ts';
import { payouts } from '../../db/cashback-schema.ts';
import type { TransferOutcome } from './bank-transfers.ts';
import { returnPayout, withLockedWallet } from './ledger-store.ts';

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

/** Applies the news to the payout; answers whether it moved. */
export async function advancePayout(
  db: Database,
  payoutId: string,
  news: PayoutNews,
  now: Date,
): Promise<boolean> {
  const [found] = await db
    .select({ walletId: payouts.walletId })
    .from(payouts)
    .where(eq(payouts.id, payoutId));
  if (!found) return false;
  return withLockedWallet(db, found.walletId, async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (!payout || !canMovePayout(payout.state, news.to)) return false;
    const known = payout.transferReference;
    if (news.reference && known && known !== news.reference) return false;
    const transferReference = news.reference ?? known;
    const settled = { transferReference, claimedUntil: null, completedAt: now };
    await tx
      .update(payouts)
      .set(
        news.to === 'sent'
          ? {
              state: 'sent',
              transferReference,
              claimedUntil: null,
              lastError: null,
              dueAt: new Date(now.getTime() + SENT_CHECK_SECONDS * 1000),
            }
          : news.to === 'completed'
            ? { ...settled, state: 'completed', lastError: null }
            : { ...settled, state: 'failed', lastError: news.reason ?? 'The transfer failed' },
      )
      .where(eq(payouts.id, payoutId));
    if (news.to === 'failed') await returnPayout(tx, payout);
    return true;
  });
}
