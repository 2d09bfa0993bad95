// The reminder job: one reminder per item per channel per due date, however often it runs, at
// once or after a crash half-way; quiet hours hold; the email carries the dealership, the
// item's link and a one-click unsubscribe.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { outboxMessages } from '../../../db/outbox-schema.ts';
import { notificationSettings } from '../../../db/notifications-schema.ts';
import { users } from '../../../db/schema.ts';
import { call, startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { signIn } from '../../../../test/sessions.ts';
import { createMyGarageRepository, createMyGarageService } from '../../garage/index.ts';
import { createUnsubscribeTokens } from '../unsubscribe-token.ts';
import { TEST_SECRETS } from '../../../../test/test-secrets.ts';
import { createReminderJob } from './reminder-job.ts';
import { createReminderRepository } from './reminder-repository.ts';

/** The value, which the test needs there; a clear failure where it is missing. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`no ${what}`);
  return value;
}

let t: TestApp;
let ownerId: string;

beforeAll(async () => {
  t = await startTestApp({ outboxPollSeconds: 0.2 });
  const [owner] = await t.db.select().from(users).where(eq(users.username, 'owner@demo.ignite'));
  ownerId = present(owner, 'owner@').id;
});
afterAll(() => t.close());

const reminderRows = () =>
  t.db
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.idempotencyKey, 'reminder:%'))
    .orderBy(outboxMessages.idempotencyKey);

/** The job as the server runs it daily (the demo endpoint runs the same, limited per minute). */
const newJob = (
  myGarage?: Parameters<typeof createReminderJob>[0]['myGarage'],
  pageSize?: number,
) =>
  createReminderJob({
    repository: createReminderRepository(t.db),
    clock: t.clock.now,
    publicUrl: t.config.publicUrl,
    myGarage:
      myGarage ??
      createMyGarageService({ repository: createMyGarageRepository(t.db), clock: t.clock.now }),
    unsubscribe: createUnsubscribeTokens(TEST_SECRETS.signingKey),
    onMessageQueued: () => undefined,
    pageSize,
  });
const runJob = async () => (await newJob().run()).sent;

async function setSettings(
  userId: string,
  change: Partial<typeof notificationSettings.$inferInsert>,
) {
  const values = {
    email: true,
    push: false,
    leadDays: 14,
    quietFrom: null,
    quietTo: null,
    updatedAt: t.clock.now(),
    ...change,
  };
  await t.db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
}

beforeEach(async () => {
  await t.db.delete(outboxMessages).where(like(outboxMessages.idempotencyKey, 'reminder:%'));
  await t.db.delete(notificationSettings);
});

describe('the reminder job', () => {
  test('queues one email per due item; running it again queues nothing more', async () => {
    const first = await call<{ sent: number }>(t.app, {
      method: 'POST',
      url: '/api/demo/jobs/reminders',
    });
    expect(first.statusCode).toBe(200);
    const sent = first.body.data.sent;
    expect(sent).toBeGreaterThan(0);
    const rows = await reminderRows();
    expect(rows).toHaveLength(sent);
    expect(new Set(rows.map((row) => row.idempotencyKey)).size).toBe(rows.length);
    expect(rows.every((row) => row.channel === 'email')).toBe(true);
    expect(rows.some((row) => row.to === 'owner@demo.ignite')).toBe(true);

    expect(await runJob()).toBe(0);
    expect(await runJob()).toBe(0);
    expect(await reminderRows()).toHaveLength(sent);
  });

  test('reads the vehicles a page at a time and reminds every one of them once', async () => {
    const owned = await createReminderRepository(t.db).ownedVehicles(null, 1_000_000);
    expect(owned.length).toBeGreaterThan(2);
    const inOneRead = await runJob();
    const expected = (await reminderRows()).map((row) => row.idempotencyKey);
    await t.db.delete(outboxMessages).where(like(outboxMessages.idempotencyKey, 'reminder:%'));

    // Pages of one; of two, the last one short; and of the exact count, whose last page is
    // full and the next one empty.
    for (const pageSize of [1, 2, owned.length]) {
      expect((await newJob(undefined, pageSize).run()).sent).toBe(inOneRead);
      expect((await reminderRows()).map((row) => row.idempotencyKey)).toEqual(expected);
      await t.db.delete(outboxMessages).where(like(outboxMessages.idempotencyKey, 'reminder:%'));
    }
    const pages = [];
    for (let after: string | null = null; ;) {
      const page = await createReminderRepository(t.db).ownedVehicles(after, 2);
      if (page.length === 0) break;
      pages.push(page.map((v) => v.vehicleId));
      after = page.at(-1)?.vehicleId ?? null;
    }
    expect(pages.flat()).toEqual(owned.map((v) => v.vehicleId));
    expect(pages.every((page) => page.length <= 2)).toBe(true);
  });

  test('two runs at once queue each reminder once', async () => {
    const [a, b] = await Promise.all([runJob(), runJob()]);
    const rows = await reminderRows();
    expect(a + b).toBe(rows.length);
    expect(new Set(rows.map((row) => row.idempotencyKey)).size).toBe(rows.length);
  });

  test('a run that dies half-way, run again, queues the rest and nothing twice', async () => {
    const complete = await runJob();
    const expected = (await reminderRows()).map((row) => row.idempotencyKey);
    await t.db.delete(outboxMessages).where(like(outboxMessages.idempotencyKey, 'reminder:%'));

    // The last vehicle with a reminder fails to read, as a process killed there would stop.
    const lastVehicle = expected
      .map((key) => key.split(':')[1])
      .sort()
      .at(-1);
    const garage = createMyGarageService({
      repository: createMyGarageRepository(t.db),
      clock: t.clock.now,
    });
    const dying = newJob({
      model: async (userId, vehicleId) => {
        if (vehicleId === lastVehicle) throw new Error('killed');
        return garage.model(userId, vehicleId);
      },
    });
    await expect(dying.run()).rejects.toThrow('killed');
    const partial = (await reminderRows()).length;
    expect(partial).toBeLessThan(complete);

    expect(await runJob()).toBe(complete - partial);
    expect((await reminderRows()).map((row) => row.idempotencyKey)).toEqual(expected);
  });

  test('the email names the dealership and the item, links to it, and can be unsubscribed', async () => {
    await runJob();
    const [email] = (await reminderRows()).filter((row) => row.to === 'owner@demo.ignite');
    const { body, html, headers, subject } = present(email, 'email to owner@');
    expect(subject).toMatch(/is due on|is overdue|Reminder:|: Issue detected|: Recall issued/);
    expect(body).toMatch(/^Hi \S+,/);
    expect(body).toContain(`${t.config.publicUrl}/my-garage`);
    expect(html).toContain('<a href="http');
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1];
    expect(oneClick).toMatch(/\/api\/notifications\/unsubscribe\?token=/);

    // The mail client's one-click post: a form body, no session.
    const url = new URL(present(oneClick, 'List-Unsubscribe URL'));
    const answer = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    const [settings] = await t.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, ownerId));
    expect(settings?.email).toBe(false);

    // Email off: the owner gets no more email reminders.
    await t.db.delete(outboxMessages).where(like(outboxMessages.idempotencyKey, 'reminder:%'));
    await runJob();
    expect((await reminderRows()).filter((row) => row.to === 'owner@demo.ignite')).toEqual([]);
  });

  test('the email names an item’s state in the garage’s words: one item, one state', async () => {
    // The owner's battery is overdue by its dates, and the health monitor found it at fault:
    // the garage reads 'Issue detected', which outranks 'Overdue'.
    const session = await signIn(t.app);
    const vehicleId = session.user.activeVehicle?.vehicleId ?? '';
    const garage = await call<{
      vehicle: { condition: { conditions: { labels: { name: string; stateLabel: string } }[] } };
    }>(t.app, {
      method: 'GET',
      url: `/api/consumer/${session.user.organisationConsumerId}/my-garage/${vehicleId}`,
      headers: { authorization: `Bearer ${session.tokens.accessToken}` },
    });
    const battery = garage.body.data.vehicle.condition.conditions.find(
      (condition) => condition.labels.name === 'Battery',
    );
    expect(battery?.labels.stateLabel).toBe('Issue detected');

    await runJob();
    const email = (await reminderRows()).find(
      (row) => row.to === 'owner@demo.ignite' && (row.subject ?? '').startsWith('Battery'),
    );
    const { subject, body, html } = present(email, 'battery reminder to owner@');
    expect(subject).toBe('Battery: Issue detected');
    expect(body).toContain('Battery for ');
    expect(body).toContain(': Issue detected. It was due on ');
    expect(html).toContain(': Issue detected. It was due on ');
    expect(`${subject} ${body}`).not.toMatch(/overdue/i);
  });

  test('a lead time of 60 days reminds of more than one of 1 day', async () => {
    await setSettings(ownerId, { leadDays: 1 });
    await runJob();
    const short = (await reminderRows()).filter((row) => row.to === 'owner@demo.ignite').length;
    await setSettings(ownerId, { leadDays: 60 });
    await runJob();
    const long = (await reminderRows()).filter((row) => row.to === 'owner@demo.ignite').length;
    expect(long).toBeGreaterThan(short);
  });

  test('push on without a browser subscribed queues no push', async () => {
    await setSettings(ownerId, { push: true });
    await runJob();
    const push = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'push'), eq(outboxMessages.to, ownerId)));
    expect(push).toEqual([]);
  });
});

describe('settings and unsubscribe', () => {
  test('GET answers the defaults, PUT changes them, bad values are refused and change nothing', async () => {
    const session = await signIn(t.app, 'owner@demo.ignite');
    const auth = { authorization: `Bearer ${session.tokens.accessToken}` };
    const read = () =>
      call(t.app, { method: 'GET', url: '/api/notifications/settings', headers: auth });
    expect((await read()).body.data).toEqual({
      email: true,
      push: false,
      leadDays: 14,
      quietFrom: null,
      quietTo: null,
    });
    const wanted = { email: false, push: true, leadDays: 30, quietFrom: '21:30', quietTo: '07:00' };
    const put = await call(t.app, {
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: auth,
      payload: wanted,
    });
    expect(put.statusCode).toBe(200);
    expect((await read()).body.data).toEqual(wanted);

    const bad = await call(t.app, {
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: auth,
      payload: { ...wanted, leadDays: 61 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.messages).toEqual(['leadDays must be a whole number of days from 1 to 60']);
    expect((await read()).body.data).toEqual(wanted);
  });

  test('a forged or altered unsubscribe token is refused and changes nothing', async () => {
    const real = createUnsubscribeTokens(TEST_SECRETS.signingKey).sign(ownerId);
    const forged = createUnsubscribeTokens('another key entirely, 32 bytes long!').sign(ownerId);
    const [id, signature] = real.split('.');
    const mac = present(signature, 'signature');
    const altered = `${id}.${mac.slice(0, 20)}${mac[20] === 'x' ? 'y' : 'x'}${mac.slice(21)}`;
    // The same signature bytes spelt another way: base64url's last character has spare bits.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(mac.slice(-1));
    const respelled = `${id}.${mac.slice(0, -1)}${alphabet[last ^ 1]}`;
    for (const token of [forged, altered, respelled, 'nonsense']) {
      const answer = await call(t.app, {
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.messages.length).toBe(1);
    }
    const [row] = await t.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, ownerId));
    expect(row).toBeUndefined();

    const ok = await call(t.app, {
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${real}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data).toEqual({ email: false });
  });
});

describe('quiet hours', () => {
  test('a reminder queued in quiet hours waits for their end, and is sent then', async () => {
    // Quiet all day but for the minute before now: now is inside them, wherever the clock is.
    const now = t.clock.now();
    const zone = 'Australia/Sydney';
    const hhmm = (at: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(at);
    const quietFrom = hhmm(new Date(now.getTime() - 60 * 60_000));
    const quietTo = hhmm(new Date(now.getTime() + 2 * 60 * 60_000));
    await setSettings(ownerId, { quietFrom, quietTo });
    await runJob();
    const rows = (await reminderRows()).filter((row) => row.to === 'owner@demo.ignite');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(present(row.nextAttemptAt, 'nextAttemptAt').getTime()).toBeGreaterThan(
        now.getTime() + 60 * 60_000,
      );
    }

    // The outbox keeps draining: nothing of the owner's goes out inside quiet hours...
    await new Promise((resolve) => setTimeout(resolve, 600));
    const inQuiet = (await reminderRows()).filter((row) => row.to === 'owner@demo.ignite');
    expect(inQuiet.every((row) => row.state === 'queued')).toBe(true);

    // ...and all of it goes out once they are over.
    t.clock.advanceSeconds(3 * 3600);
    await expect
      .poll(
        async () =>
          (await reminderRows())
            .filter((row) => row.to === 'owner@demo.ignite')
            .every((row) => row.state === 'sent'),
        { timeout: 10_000 },
      )
      .toBe(true);
  });
});
