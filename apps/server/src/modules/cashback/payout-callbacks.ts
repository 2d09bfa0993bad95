// The payout provider's callbacks (decision 0052): Airwallex posts an event at each change of a
// transfer's status, signed over the exact bytes sent. The signature and its time are checked
// before the body is read (routes.ts); then the transfer's status moves its payout, forward
// only, so a repeat or a replay within the time allowed changes nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PAYOUT_EVENT_MESSAGES,
  PAYOUT_EVENT_TOLERANCE_SECONDS,
  type PayoutEvent,
} from '@ignite/domain/cashback/payout-events';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import { outcomeOfStatus } from './airwallex-transfers.ts';
import { advancePayout, newsOf } from './payout-progress.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Airwallex's x-signature: hex HMAC-SHA256 of x-timestamp followed by the raw body. */
export function signPayoutEvent(secret: string, timestampMs: string, rawBody: Buffer | string) {
  return createHmac('sha256', secret).update(timestampMs).update(rawBody).digest('hex');
}

/** Why the callback's signature is refused, or null when it is good. */
export function payoutEventSignatureProblem(
  secret: string | null,
  timestamp: string | string[] | undefined,
  signature: string | string[] | undefined,
  rawBody: Buffer,
  now: Date,
): string | null {
  if (secret === null) return PAYOUT_EVENT_MESSAGES.noProvider;
  if (typeof timestamp !== 'string' || !/^\d{1,15}$/.test(timestamp)) {
    return PAYOUT_EVENT_MESSAGES.signatureMissing;
  }
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) {
    return PAYOUT_EVENT_MESSAGES.signatureMissing;
  }
  // An event older than this is a replay of one already delivered (or a stolen copy).
  if (Math.abs(now.getTime() - Number(timestamp)) > PAYOUT_EVENT_TOLERANCE_SECONDS * 1000) {
    return PAYOUT_EVENT_MESSAGES.signatureStale;
  }
  const expected = Buffer.from(signPayoutEvent(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
    ? null
    : PAYOUT_EVENT_MESSAGES.signatureInvalid;
}

export function createPayoutCallbacks({ db, clock }: { db: Database; clock: Clock }) {
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
      return { applied: await advancePayout(db, transfer.request_id, news, clock()) };
    },
  };
}

export type PayoutCallbacks = ReturnType<typeof createPayoutCallbacks>;
