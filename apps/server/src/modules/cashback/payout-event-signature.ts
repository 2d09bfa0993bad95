// The payout provider's callbacks' signature (decision 0052): Airwallex signs each event over
// the exact bytes sent, with the time it was sent. The callback's route checks it before the
// body is read (routes.ts); a test's or a stand-in's provider signs with it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PAYOUT_EVENT_MESSAGES,
  PAYOUT_EVENT_TOLERANCE_SECONDS,
} from '@ignite/domain/cashback/payout-events';

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
