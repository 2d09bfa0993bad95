// Push reminders through the outbox to a local push service that checks the VAPID signature
// and decrypts what it receives as a browser would (test/local-push-service.ts): each of the
// user's browsers gets the reminder, a browser its push service reports gone is forgotten, and
// a push service that fails leaves the message to be tried again.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PushReminder } from '@ignite/domain/notifications/push-reminder';
import { loadConfig } from '../../../config/config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { pushSubscriptions, webPushKeys } from '../../../db/notifications-schema.ts';
import { outboxMessages } from '../../../db/outbox-schema.ts';
import { users } from '../../../db/schema.ts';
import { movableClock } from '../../../../test/test-app.ts';
import { openTestDatabase } from '../../../../test/test-database.ts';
import {
  type LocalBrowser,
  type LocalPushService,
  startLocalPushService,
} from '../../../../test/local-push-service.ts';
import {
  createOutboxRepository,
  createOutboxSender,
  enqueueMessage,
  localMailSender,
  localSmsSender,
  pushTopic,
  webPushSender,
} from '../../outbox/index.ts';
import { retryDelaySeconds } from '../../../core/retry-delay.ts';
import { createPushSubscriptionRepository } from './push-subscription-repository.ts';
import { createPushTargets } from './push-targets.ts';
import { createVapidKeyRepository } from './vapid-key-repository.ts';
import { createVapidKeys } from './vapid-keys.ts';

let database: DatabaseHandle;
let service: LocalPushService;
const clock = movableClock();
const config = { ...loadConfig(), mailFrom: 'Harbour City Motors <service@harbourcity.test>' };

beforeAll(async () => {
  database = await openTestDatabase();
  service = await startLocalPushService(async () => {
    const [keys] = await database.db.select().from(webPushKeys);
    return keys?.publicKey ?? '';
  });
});
afterAll(async () => {
  await service.close();
  await database.close();
});

const outbox = () =>
  createOutboxSender({
    repository: createOutboxRepository(database.db),
    mail: localMailSender,
    sms: localSmsSender,
    push: webPushSender(
      createPushTargets({
        keys: createVapidKeys({ repository: createVapidKeyRepository(database.db), config }),
        subscriptions: createPushSubscriptionRepository(database.db),
      }),
    ),
    buildAttachment: async () => {
      throw new Error('no attachments in push');
    },
    clock: clock.now,
    from: config.mailFrom,
    pollSeconds: 60,
    log: () => undefined,
  });

async function userId(username: string) {
  const [user] = await database.db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no ${username}`);
  return user.id;
}

/** A browser of the user's, subscribed as the save route would keep it. */
async function browserOf(user: string): Promise<LocalBrowser> {
  const browser = service.newBrowser();
  await database.db.insert(pushSubscriptions).values({
    userId: user,
    endpoint: browser.endpoint,
    ...browser.keys,
  });
  return browser;
}

const reminder = (tag: string): PushReminder => ({
  title: 'Oil and filter due',
  body: 'Due on 9 Dec 2026 for your Ranger',
  path: '/my-garage/condition/oil',
  tag,
});

async function queuePush(key: string, user: string, content: PushReminder) {
  await enqueueMessage(database.db, {
    idempotencyKey: key,
    channel: 'push',
    to: user,
    subject: null,
    body: JSON.stringify(content),
    attachments: [],
  });
}

const rowOf = async (key: string) =>
  (
    await database.db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, key))
  )[0];

const endpointsOf = async (user: string) =>
  (
    await database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user))
  ).map((s) => s.endpoint);

test('a queued reminder reaches each of the user’s browsers, signed and decryptable', async () => {
  const olivia = await userId('owner@demo.ignite');
  const phone = await browserOf(olivia);
  const laptop = await browserOf(olivia);
  const content = reminder('oil:2026-12-09');
  await queuePush('push-delivered', olivia, content);
  await outbox().kick();

  expect(service.refused).toEqual([]);
  for (const browser of [phone, laptop]) {
    expect(service.deliveredTo(browser.id)).toEqual([
      {
        browserId: browser.id,
        payload: JSON.stringify(content),
        ttl: String(24 * 60 * 60),
        topic: pushTopic(content.tag),
        urgency: 'normal',
        subject: 'mailto:service@harbourcity.test',
      },
    ]);
  }
  expect(JSON.parse(service.deliveredTo(phone.id)[0]?.payload ?? '')).toEqual(content);
  expect(pushTopic(content.tag)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect((await rowOf('push-delivered'))?.state).toBe('sent');
});

test('a user’s reminder goes to their own browsers only', async () => {
  const priya = await userId('protect@demo.ignite');
  const gary = await userId('generic@demo.ignite');
  const priyas = await browserOf(priya);
  const garys = await browserOf(gary);
  await queuePush('push-own-only', priya, reminder('rego:priya'));
  await outbox().kick();
  expect(service.deliveredTo(priyas.id)).toHaveLength(1);
  expect(service.deliveredTo(garys.id)).toEqual([]);
});

test('a browser reported gone (410 or 404) is forgotten, the others kept, the message sent', async () => {
  const noah = await userId('newcar@demo.ignite');
  const [expired, unknown, live] = [
    await browserOf(noah),
    await browserOf(noah),
    await browserOf(noah),
  ];
  service.answerWith(expired.id, 410);
  service.answerWith(unknown.id, 404);
  await queuePush('push-gone', noah, reminder('tyres:noah'));
  await outbox().kick();

  expect(await endpointsOf(noah)).toEqual([live.endpoint]);
  expect(service.deliveredTo(live.id)).toHaveLength(1);
  expect(await rowOf('push-gone')).toMatchObject({ state: 'sent', lastError: null });
});

test('a push service that fails leaves the message to be tried again, and keeps the browser', async () => {
  const sam = await userId('shared@demo.ignite');
  const browser = await browserOf(sam);
  service.answerWith(browser.id, 500);
  await queuePush('push-retry', sam, reminder('service:sam'));
  const sender = outbox();
  await sender.kick();

  expect(await rowOf('push-retry')).toMatchObject({ state: 'queued', attempts: 1 });
  expect((await rowOf('push-retry'))?.lastError).toContain('push service answered 500');
  expect(await endpointsOf(sam)).toEqual([browser.endpoint]);
  expect(service.deliveredTo(browser.id)).toEqual([]);

  // The service is back; after the wait, the same reminder goes out once.
  service.answerWith(browser.id, null);
  clock.advanceSeconds(retryDelaySeconds(1));
  await sender.kick();
  expect(service.deliveredTo(browser.id)).toHaveLength(1);
  expect((await rowOf('push-retry'))?.state).toBe('sent');
});

test('a user with no browser subscribed: the message is done, sent to nobody', async () => {
  const dealer = await userId('dealer@demo.ignite');
  const before = service.delivered.length;
  await queuePush('push-nobody', dealer, reminder('nobody'));
  await outbox().kick();
  expect(await rowOf('push-nobody')).toMatchObject({ state: 'sent', lastError: null });
  expect(service.delivered.length).toBe(before);
});

test('a payload that is not a reminder fails the message rather than reach a browser', async () => {
  const olivia = await userId('owner@demo.ignite');
  await enqueueMessage(database.db, {
    idempotencyKey: 'push-junk',
    channel: 'push',
    to: olivia,
    subject: null,
    body: '{"title":"no path"}',
    attachments: [],
  });
  const before = service.delivered.length;
  await outbox().kick();
  expect(await rowOf('push-junk')).toMatchObject({ state: 'queued', attempts: 1 });
  expect(service.delivered.length).toBe(before);
  await database.db
    .delete(outboxMessages)
    .where(inArray(outboxMessages.idempotencyKey, ['push-junk']));
});
