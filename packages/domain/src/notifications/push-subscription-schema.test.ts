// The push subscription a browser sends (PushSubscription.toJSON()): an https endpoint, and
// keys of the lengths the RFCs fix, each refused with the reason otherwise.
import { expect, test } from 'vitest';
import { NOTIFICATIONS_MESSAGES as M, pushSubscriptionSchema } from './notifications-api.ts';

// RFC 8291's example keys (section 5): a 65-byte uncompressed P-256 point, a 16-byte secret.
const P256DH =
  'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4';
const AUTH = 'BTBZMqHH6r4Tts7J_aSIgg';
const good = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  expirationTime: null,
  keys: { p256dh: P256DH, auth: AUTH },
};

const messagesOf = (input: unknown) => {
  const parsed = pushSubscriptionSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

test('a browser’s subscription is accepted as it comes, padded keys too', () => {
  expect(pushSubscriptionSchema.parse(good)).toEqual(good);
  const padded = { ...good, keys: { p256dh: `${P256DH}=`, auth: `${AUTH}==` } };
  expect(messagesOf(padded)).toEqual([]);
  expect(messagesOf({ endpoint: good.endpoint, keys: good.keys })).toEqual([]);
});

test('an endpoint that is not https is refused', () => {
  for (const endpoint of ['http://push.example/x', 'https://', 'push.example/x', 42]) {
    expect(messagesOf({ ...good, endpoint })).toEqual([M.endpointInvalid]);
  }
  expect(messagesOf({ ...good, endpoint: `https://a.test/${'x'.repeat(2048)}` })).toEqual([
    M.endpointInvalid,
  ]);
});

test('keys of the wrong length or alphabet are refused', () => {
  const withKeys = (keys: unknown) => messagesOf({ ...good, keys });
  expect(withKeys({ p256dh: P256DH.slice(1), auth: AUTH })).toEqual([M.keysInvalid]);
  expect(withKeys({ p256dh: `A${P256DH.slice(1)}`, auth: AUTH })).toEqual([M.keysInvalid]);
  expect(withKeys({ p256dh: P256DH.replace('_', '/'), auth: AUTH })).toEqual([M.keysInvalid]);
  expect(withKeys({ p256dh: P256DH, auth: `${AUTH}A` })).toEqual([M.keysInvalid]);
  expect(withKeys({ p256dh: P256DH })).toEqual([M.keysInvalid]);
  expect(withKeys(null)).toEqual([M.keysInvalid]);
});
