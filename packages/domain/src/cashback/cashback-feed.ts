// The cashback provider's side: the transaction feed it posts to us, signed as Stripe signs
// its webhooks, and the sandbox card-link page that stands in for its card-linking
// page. One event tells of one purchase's current state; the provider's transaction id makes
// every repeat of it land on the same row.
import { z } from 'zod/mini';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';
import { CashbackState } from './ledger.ts';

/** The header the feed is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">`. */
export const FEED_SIGNATURE_HEADER = 'ignite-signature';
/** How old (or how far ahead) a signature's time may be, in seconds. */
export const FEED_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * How far ahead of our clock a feed time may be: the provider's clock and ours differ by a
 * little, never by days. A time further ahead is impossible, and a far-future updatedAt would
 * make every later (true) news look older and freeze the transaction.
 */
export const FEED_CLOCK_SKEW_SECONDS = 300;
/** No card-linked purchase is older than this: an earlier time is a mistake in the feed. */
export const FEED_EARLIEST_TIME = '2000-01-01T00:00:00Z';

export const FEED_STATES = {
  clear: CashbackState.Clear,
  pending: CashbackState.Pending,
  settled: CashbackState.Settled,
  reversed: CashbackState.Reversed,
} as const;
export type FeedStateName = keyof typeof FEED_STATES;

export const FEED_MESSAGES = {
  signatureMissing: 'The Ignite-Signature header is missing or malformed',
  signatureInvalid: 'The signature does not match the body',
  signatureStale: 'The signature is more than 300 seconds old (or ahead)',
  unknownCard: 'No linked card has this cardId',
  otherWallet: 'This transactionId belongs to another card holder',
} as const;

/**
 * Why a feed time (`updatedAt`, `transactionDate`) cannot be true, or null when it can: not
 * more than FEED_CLOCK_SKEW_SECONDS after `now`, not before FEED_EARLIEST_TIME.
 */
export function feedTimeProblem(name: string, iso: string, now: Date): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return `${name} must be ISO 8601`;
  if (at > now.getTime() + FEED_CLOCK_SKEW_SECONDS * 1000) {
    return `${name} is in the future: it can be at most 5 minutes ahead of our clock`;
  }
  if (at < Date.parse(FEED_EARLIEST_TIME)) return `${name} cannot be before 1 January 2000`;
  return null;
}

const providerId = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .check(
      z.regex(/^[A-Za-z0-9._:-]{1,100}$/, `${name} must be 1 to 100 letters, digits, . _ : or -`),
    );
const cents = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of cents` })
    .check(
      z.int(`${name} must be a whole number of cents`),
      z.gte(0, `${name} cannot be negative`),
      z.lte(100_000_000, `${name} is too large`),
    );
const instant = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name} must be ISO 8601` });

export const feedEventSchema = requestBody(
  {
    id: providerId('id'),
    type: z.literal('transaction.updated', { error: "type must be 'transaction.updated'" }),
    data: requestBody(
      {
        transactionId: providerId('transactionId'),
        cardId: providerId('cardId'),
        state: z.enum(['clear', 'pending', 'settled', 'reversed'], {
          error: 'state must be clear, pending, settled or reversed',
        }),
        cashbackAmountCents: cents('cashbackAmountCents'),
        purchaseAmountCents: cents('purchaseAmountCents'),
        advertiserName: z
          .string()
          .check(z.trim(), z.minLength(1, 'advertiserName is required'), z.maxLength(120)),
        category: z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
        transactionDate: instant('transactionDate'),
        /** The provider's time of this news: older news arriving late changes nothing. */
        updatedAt: instant('updatedAt'),
      },
      'data must hold the transaction',
    ),
  },
  'A JSON body with id, type and data is required',
);
export type FeedEvent = z.infer<typeof feedEventSchema>;

export const feedReceiptResultSchema = resultSchema(
  z.object({
    applied: z.boolean().check(z.describe('false: a repeat, or older news than we hold')),
  }),
);

export const SANDBOX_CARD_MESSAGES = {
  cardNumberInvalid: 'Enter a valid Visa, Mastercard or Amex test card number',
  expiryInvalid: 'Enter the expiry as MM/YY',
  expired: 'This card has expired',
  nicknameTooLong: 'Keep the nickname to 30 characters',
  unknownToken: 'This card-linking link is not valid. Open it again from the app',
} as const;

export const sandboxCardLinkRequestSchema = requestBody(
  {
    token: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, SANDBOX_CARD_MESSAGES.unknownToken)),
    cardNumber: z.string().check(z.maxLength(40, SANDBOX_CARD_MESSAGES.cardNumberInvalid)),
    expiry: z.string().check(z.maxLength(10, SANDBOX_CARD_MESSAGES.expiryInvalid)),
    nickname: z.nullish(
      z.string().check(z.trim(), z.maxLength(30, SANDBOX_CARD_MESSAGES.nicknameTooLong)),
    ),
  },
  'A JSON body with token, cardNumber and expiry is required',
);

export const sandboxCardLinkResultSchema = resultSchema(
  z.object({ linkedCardId: z.string(), cardMasked: z.string() }),
);
