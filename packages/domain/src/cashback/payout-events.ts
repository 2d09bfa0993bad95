// The payout provider's callbacks (decision 0052): Airwallex posts a webhook event for each
// change of a transfer's status. Only the fields we act on are read; Airwallex adds fields
// over time, so others are let through rather than refused (a refusal would only make it
// retry the same event for days).
import { z } from 'zod/mini';
import { resultSchema } from '../result.ts';

/** Airwallex's headers: the time in milliseconds, and hex HMAC-SHA256 of time + raw body. */
export const PAYOUT_EVENT_TIMESTAMP_HEADER = 'x-timestamp';
export const PAYOUT_EVENT_SIGNATURE_HEADER = 'x-signature';
/** How far a callback's x-timestamp may be from our clock: an older one is a replay. */
export const PAYOUT_EVENT_TOLERANCE_SECONDS = 300;

export const PAYOUT_EVENT_MESSAGES = {
  noProvider: 'This app has no payout provider set up, so it takes no payout callbacks',
  signatureMissing: 'The x-timestamp and x-signature headers are missing or malformed',
  signatureStale: 'The x-timestamp is more than 300 seconds from our clock',
  signatureInvalid: 'The x-signature does not match the body',
} as const;

const text = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .check(z.minLength(1, `${name} is required`), z.maxLength(200));

export const payoutEventSchema = z.looseObject({
  id: text('id'),
  /** 'payout.transfer.paid', 'payout.transfer.failed', ...: the status is in the object. */
  name: text('name'),
  data: z.looseObject({
    object: z.looseObject({
      /** Airwallex's transfer id, answered when the transfer was created. */
      id: text('data.object.id'),
      /** Ours: the payout's id, sent as the transfer's request_id. */
      request_id: text('data.object.request_id'),
      status: text('data.object.status'),
      failure_reason: z.nullish(z.string().check(z.maxLength(500))),
    }),
  }),
});
export type PayoutEvent = z.infer<typeof payoutEventSchema>;

export const payoutEventReceiptResultSchema = resultSchema(
  z.object({
    applied: z
      .boolean()
      .check(
        z.describe('false: a repeat, older news than we hold, or a transfer that is not a payout'),
      ),
  }),
);
