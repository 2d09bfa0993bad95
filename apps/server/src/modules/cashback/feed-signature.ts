// The transaction feed's signature, as Stripe signs its webhooks:
// `Ignite-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">`. Several v1 values
// may be sent while the provider rolls its secret; any one matching is enough. Compared in
// constant time, and only within 300 seconds of the signature's time either way.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  FEED_MESSAGES,
  FEED_SIGNATURE_TOLERANCE_SECONDS,
} from '@ignite/domain/cashback/cashback-feed';

const hmac = (secret: string, unixSeconds: number, rawBody: Buffer | string) =>
  createHmac('sha256', secret).update(`${unixSeconds}.`).update(rawBody).digest();

/** The header value a provider sends with `rawBody` at `unixSeconds`. */
export function signFeed(secret: string, rawBody: Buffer | string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmac(secret, unixSeconds, rawBody).toString('hex')}`;
}

/** Why the signature is refused, or null when it is good. */
export function feedSignatureProblem(
  secret: string,
  header: string | string[] | undefined,
  rawBody: Buffer,
  now: Date,
): string | null {
  if (typeof header !== 'string' || header.length > 1000) return FEED_MESSAGES.signatureMissing;
  let time: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value)) time = Number(value);
    if (name === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (time === null || signatures.length === 0) return FEED_MESSAGES.signatureMissing;
  if (Math.abs(now.getTime() / 1000 - time) > FEED_SIGNATURE_TOLERANCE_SECONDS) {
    return FEED_MESSAGES.signatureStale;
  }
  const expected = hmac(secret, time, rawBody);
  // Every candidate is compared, so the time taken does not say which one matched.
  const matches = signatures.filter((signature) => timingSafeEqual(signature, expected));
  return matches.length > 0 ? null : FEED_MESSAGES.signatureInvalid;
}
