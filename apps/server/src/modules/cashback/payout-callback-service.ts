// The payout provider's callbacks (decision 0052): Airwallex posts an event at each change of a
// transfer's status, signed over the exact bytes sent. The signature and its time are checked
// before the body is read (routes.ts, payout-event-signature.ts); then the transfer's status
// moves its payout, forward only, so a repeat or a replay within the time allowed changes
// nothing.
import type { PayoutEvent } from '@ignite/domain/cashback/payout-events';
import type { Clock } from '../../core/clock.ts';
import { outcomeOfStatus } from './airwallex-transfers.ts';
import type { LedgerService } from './ledger-service.ts';
import { newsOf } from './payout-progress.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PayoutCallbackService = ReturnType<typeof createPayoutCallbackService>;

export function createPayoutCallbackService({
  ledger,
  clock,
}: {
  ledger: LedgerService;
  clock: Clock;
}) {
  return {
    /** Whether the event moved a payout: false for a repeat, older news or another transfer. */
    async receive(event: PayoutEvent): Promise<{ applied: boolean }> {
      const transfer = event.data.object;
      // Transfers made outside this app are not payouts: answered 200 so Airwallex stops.
      if (!event.name.startsWith('payout.transfer.') || !UUID.test(transfer.request_id)) {
        return { applied: false };
      }
      const news = newsOf(
        outcomeOfStatus({
          id: transfer.id,
          status: transfer.status,
          reason: transfer.failure_reason ?? undefined,
        }),
      );
      return { applied: await ledger.advancePayout(transfer.request_id, news, clock()) };
    },
  };
}
