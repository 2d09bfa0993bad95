// The push subscription calls through the whole app: the public key browsers subscribe with,
// a browser's subscription saved (one per browser, moved to whoever saves it last, at most ten
// per owner) and removed (only the caller's), bad input refused with the reason; and the app's
// own outbox delivering a queued reminder to a subscribed browser.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOTIFICATIONS_MESSAGES } from '@ignite/domain/notifications/notifications-api';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '@ignite/domain/notifications/push-subscriptions';
import type { Session } from '@ignite/domain/session';
import { pushSubscriptions, webPushKeys } from '../../../db/notifications-schema.ts';
import { users } from '../../../db/schema.ts';
import { call, startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { signIn } from '../../../../test/sessions.ts';
import { startLocalPushService } from '../../../../test/local-push-service.ts';
import { newBrowserKeys, subscriptionKeys } from '../../../../test/web-push-decrypt.ts';
import { enqueueMessage } from '../../outbox/index.ts';

const M = NOTIFICATIONS_MESSAGES;
const URL_BASE = '/api/notifications/push';

type Owner = { session: Session; id: string };

let t: TestApp;
let olivia: Owner;
let priya: Owner;
beforeAll(async () => {
  // push.example.test stands for a browser's push service (an operator's PUSH_SERVICE_HOSTS).
  t = await startTestApp({ outboxPollSeconds: 0.2, pushServiceHosts: ['push.example.test'] });
  olivia = await ownerSignedIn('owner@demo.ignite');
  priya = await ownerSignedIn('protect@demo.ignite');
});
afterAll(() => t.close());

async function ownerSignedIn(username: string): Promise<Owner> {
  const [user] = await t.db.select().from(users).where(eq(users.username, username));
  return { session: await signIn(t.app, username), id: user?.id ?? '' };
}

const bearer = (o: Owner) => ({ authorization: `Bearer ${o.session.tokens.accessToken}` });

let browsers = 0;
/** A browser's subscription as PushSubscription.toJSON() gives it. */
function subscription() {
  browsers += 1;
  return {
    endpoint: `https://push.example.test/send/browser-${browsers}`,
    expirationTime: null,
    keys: subscriptionKeys(newBrowserKeys()),
  };
}

const save = (s: Owner, payload: object | undefined) =>
  call(t.app, { method: 'POST', url: `${URL_BASE}/subscriptions`, headers: bearer(s), payload });
const remove = (s: Owner, endpoint: string) =>
  call(t.app, {
    method: 'DELETE',
    url: `${URL_BASE}/subscriptions?endpoint=${encodeURIComponent(endpoint)}`,
    headers: bearer(s),
  });
const stored = (endpoint: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('GET /api/notifications/push/public-key', () => {
  test('answers the VAPID public key made at start-up', async () => {
    const [keys] = await t.db.select().from(webPushKeys);
    expect(keys?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const { statusCode, body } = await call(t.app, {
      url: `${URL_BASE}/public-key`,
      headers: bearer(olivia),
    });
    expect(statusCode).toBe(200);
    expect(body.data).toEqual({ publicKey: keys?.publicKey });
  });

  test('needs a sign-in', async () => {
    expect((await call(t.app, { url: `${URL_BASE}/public-key` })).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/push/subscriptions', () => {
  test('keeps the browser’s subscription, once however often it is saved', async () => {
    const browser = subscription();
    expect((await save(olivia, browser)).body).toMatchObject({ success: true, data: true });
    const renewed = { ...browser, keys: subscriptionKeys(newBrowserKeys()) };
    expect((await save(olivia, renewed)).statusCode).toBe(200);
    expect(await stored(browser.endpoint)).toEqual([
      expect.objectContaining({ userId: olivia.id, ...renewed.keys }),
    ]);
  });

  test('a browser saved before by another user becomes the caller’s', async () => {
    const shared = subscription();
    await save(olivia, shared);
    expect((await save(priya, shared)).statusCode).toBe(200);
    expect(await stored(shared.endpoint)).toEqual([expect.objectContaining({ userId: priya.id })]);
  });

  test(`an owner keeps ${PUSH_SUBSCRIPTIONS_PER_USER} browsers: the oldest saved goes first`, async () => {
    const gary = await ownerSignedIn('generic@demo.ignite');
    const saved = [];
    for (let i = 0; i <= PUSH_SUBSCRIPTIONS_PER_USER; i++) {
      const browser = subscription();
      saved.push(browser.endpoint);
      t.clock.advanceSeconds(1);
      expect((await save(gary, browser)).statusCode).toBe(200);
    }
    const kept = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, gary.id));
    expect(kept.map((s) => s.endpoint).sort()).toEqual(saved.slice(1).sort());
  });

  test.each([
    ['no body', undefined, M.subscriptionRequired],
    [
      'an http endpoint',
      { ...subscription(), endpoint: 'http://push.example.test/x' },
      M.endpointInvalid,
    ],
    ['no keys', { endpoint: 'https://push.example.test/x' }, M.keysInvalid],
    // The server posts to the endpoint: any https address but a push service's is refused.
    [
      'an endpoint on an internal host',
      { ...subscription(), endpoint: 'https://intranet.example/admin' },
      M.pushServiceUnknown,
    ],
    // A push service listens on 443; another port of its host is some other service.
    [
      'an endpoint on another port of a push service',
      { ...subscription(), endpoint: 'https://push.example.test:8443/x' },
      M.pushServiceUnknown,
    ],
    [
      'a short p256dh',
      { ...subscription(), keys: { p256dh: 'BAAA', auth: 'AAAAAAAAAAAAAAAAAAAAAA' } },
      M.keysInvalid,
    ],
    [
      'a p256dh off the curve',
      { ...subscription(), keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } },
      M.keysInvalid,
    ],
    [
      'a short auth',
      { ...subscription(), keys: { ...subscription().keys, auth: 'AAAA' } },
      M.keysInvalid,
    ],
  ])('%s is a 400 that saves nothing', async (_, payload, message) => {
    const before = await t.db.select().from(pushSubscriptions);
    const { statusCode, body } = await save(olivia, payload);
    expect(statusCode).toBe(400);
    // A field's message comes after its path (keys.p256dh: ...).
    expect(body.messages.join('\n')).toContain(message);
    expect(await t.db.select().from(pushSubscriptions)).toEqual(before);
  });
});

describe('DELETE /api/notifications/push/subscriptions', () => {
  test('forgets the caller’s browser; again is still fine', async () => {
    const browser = subscription();
    await save(olivia, browser);
    expect((await remove(olivia, browser.endpoint)).body).toMatchObject({ data: true });
    expect(await stored(browser.endpoint)).toEqual([]);
    expect((await remove(olivia, browser.endpoint)).statusCode).toBe(200);
  });

  test('leaves another user’s browser as it is', async () => {
    const browser = subscription();
    await save(olivia, browser);
    expect((await remove(priya, browser.endpoint)).statusCode).toBe(200);
    expect(await stored(browser.endpoint)).toEqual([
      expect.objectContaining({ userId: olivia.id }),
    ]);
  });
});

test('the app’s own outbox delivers a queued push reminder to the owner’s browser', async () => {
  const service = await startLocalPushService(async () => {
    const [keys] = await t.db.select().from(webPushKeys);
    return keys?.publicKey ?? '';
  });
  try {
    // Noah has no other browser, so nothing goes out to push.example.test (no such service).
    const noah = await ownerSignedIn('newcar@demo.ignite');
    const browser = service.newBrowser();
    // Inserted as the save route keeps it: the route takes https endpoints only, as browsers give.
    await t.db.insert(pushSubscriptions).values({
      userId: noah.id,
      endpoint: browser.endpoint,
      ...browser.keys,
    });
    const content = { title: 'Service due', body: 'Book in', path: '/my-garage', tag: 'wiring' };
    await enqueueMessage(t.db, {
      idempotencyKey: 'push-wiring',
      channel: 'push',
      to: noah.id,
      subject: null,
      body: JSON.stringify(content),
      attachments: [],
    });
    await expect.poll(() => service.deliveredTo(browser.id).length).toBe(1);
    expect(JSON.parse(service.deliveredTo(browser.id)[0]?.payload ?? '')).toEqual(content);
    expect(service.refused).toEqual([]);
  } finally {
    await service.close();
  }
});
