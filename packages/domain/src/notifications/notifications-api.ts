// The notification calls besides the settings: the one-click unsubscribe, the secret calendar
// feed, Web Push subscriptions, and the demo's run-the-reminders-now.
import { z } from 'zod/mini';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';

export const NOTIFICATIONS_MESSAGES = {
  unsubscribeTokenInvalid: 'token must be the code from an unsubscribe link',
  feedTokenInvalid: 'Unknown calendar feed',
  subscriptionRequired: 'A JSON body with endpoint and keys (p256dh and auth) is required',
  endpointInvalid: 'endpoint must be an https URL of a push service',
  pushServiceUnknown: 'endpoint must be the URL of a browser’s push service',
  keysInvalid: 'keys.p256dh and keys.auth must be the browser’s base64url keys',
  pushUnavailable: 'Push reminders are not available in this browser',
  pushDenied: 'Notifications are blocked for this site. Allow them in the browser’s settings.',
  feedCopied: 'The calendar link was copied to the clipboard',
} as const;

const M = NOTIFICATIONS_MESSAGES;

/** A signed unsubscribe token: the user's id and an HMAC of it, base64url, dot-separated. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}\.[A-Za-z0-9_-]{43}$/;
export const unsubscribeQuerySchema = z.strictObject({
  token: z
    .string({ error: M.unsubscribeTokenInvalid })
    .check(z.regex(UNSUBSCRIBE_TOKEN_PATTERN, { error: M.unsubscribeTokenInvalid })),
});
export const unsubscribeResultSchema = resultSchema(z.object({ email: z.literal(false) }));

/** 32 random bytes in base64url: 43 characters. Anything else is no feed of ours. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const calendarFeedParamsSchema = z.strictObject({
  token: z.pipe(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{43}\.ics$/, { error: M.feedTokenInvalid })),
    z.transform((file) => file.slice(0, -'.ics'.length)),
  ),
});
export const calendarFeedUrlResultSchema = resultSchema(z.object({ url: z.string() }));

/**
 * The browser's keys as PushSubscription.toJSON() gives them, base64url: p256dh an
 * uncompressed P-256 point (65 bytes, the first 0x04, so 'B'), auth a 16-byte secret.
 */
export const P256DH_PATTERN = /^B[A-Za-z0-9_-]{86}=?$/;
export const PUSH_AUTH_PATTERN = /^[A-Za-z0-9_-]{22}(==)?$/;
export const pushSubscriptionSchema = requestBody(
  {
    endpoint: z
      .string({ error: M.endpointInvalid })
      .check(
        z.maxLength(2048, M.endpointInvalid),
        z.regex(/^https:\/\/[^\s/?#]+(\/\S*)?$/, M.endpointInvalid),
      ),
    expirationTime: z.optional(z.nullable(z.number())),
    keys: z.strictObject(
      {
        p256dh: z.string({ error: M.keysInvalid }).check(z.regex(P256DH_PATTERN, M.keysInvalid)),
        auth: z.string({ error: M.keysInvalid }).check(z.regex(PUSH_AUTH_PATTERN, M.keysInvalid)),
      },
      { error: M.keysInvalid },
    ),
  },
  M.subscriptionRequired,
);
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointQuerySchema = z.strictObject({
  endpoint: z.string({ error: M.endpointInvalid }).check(z.maxLength(2048, M.endpointInvalid)),
});
export const pushPublicKeyResultSchema = resultSchema(z.object({ publicKey: z.string() }));

export const remindersRunResultSchema = resultSchema(z.object({ sent: z.int() }));
