// The redeem call's Idempotency-Key, on Stripe's rules: one key per submission, so two taps, a
// refresh or a retried request never pay twice; and a new key for a new submission, because
// the server answers a key's first answer again, refusals included.

/** One submission: the amount asked for, under its key. */
export type Submission = { key: string; amountCents: number };

/** A random key the server accepts (8 to 255 letters, digits, dashes or underscores). */
export function newIdempotencyKey(): string {
  // randomUUID needs a secure context; a LAN address over http is not one.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The submission to send: the unanswered one again when the owner retries the same amount
 * (its key tells the server it is the same payout), else a new one under a new key.
 */
export function submissionFor(
  unanswered: Submission | null,
  amountCents: number,
  makeKey: () => string = newIdempotencyKey,
): Submission {
  return unanswered?.amountCents === amountCents ? unanswered : { key: makeKey(), amountCents };
}

/**
 * Whether a result leaves the payout's fate unknown: no answer at all (the request layer's
 * 500), a server failure, or the first request still in flight (409). Only then is the key kept
 * for a retry; any other answer is final, and the next submission gets a new key.
 */
export function outcomeUnknown(result: { success: boolean; status: number }): boolean {
  return !result.success && (result.status >= 500 || result.status === 409);
}
