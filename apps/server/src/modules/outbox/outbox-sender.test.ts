// The outbox's sender against the database: a message is sent once, a failed try is tried
// again and given up after MAX_ATTEMPTS, and a message a crashed sender held is sent after its
// claim lapses. The mail server is the edge of the system, so a recording sender stands in.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { outboxMessages } from '../../db/outbox-schema.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { movableClock } from '../../../test/test-app.ts';
import type { MailSender, OutgoingEmail } from './mail-senders.ts';
import {
  createOutboxRepository,
  enqueueMessage,
  MAX_ATTEMPTS,
  retryDelaySeconds,
} from './outbox-repository.ts';
import { createOutboxSender } from './outbox-sender.ts';
import { localSmsSender } from './sms-senders.ts';
import { noBrowsers } from '../../../test/local-push-service.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function senderWith(mail: MailSender, clock = movableClock()) {
  return createOutboxSender({
    repository: createOutboxRepository(database.db),
    mail,
    sms: localSmsSender,
    push: noBrowsers,
    buildAttachment: async ({ document }) => ({
      filename: `${document}.pdf`,
      content: Buffer.from('%PDF-'),
      contentType: 'application/pdf',
    }),
    clock: clock.now,
    from: 'Ignite <no-reply@ignite.local>',
    pollSeconds: 60,
    log: () => undefined,
  });
}

const message = (key: string) => ({
  idempotencyKey: key,
  channel: 'email' as const,
  to: `${key}@example.com`,
  subject: 'Hello',
  body: 'Body',
  attachments: [{ document: 'protect-terms', vehicleId: 'v' }],
});

const stateOf = async (key: string) => {
  const [row] = await database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.idempotencyKey, key));
  return row;
};

test('one key is one message, sent once however often the sender is kicked', async () => {
  expect(await enqueueMessage(database.db, message('once'))).toBe(true);
  expect(await enqueueMessage(database.db, message('once'))).toBe(false);
  const sent: OutgoingEmail[] = [];
  const sender = senderWith({ kind: 'local', send: async (email) => void sent.push(email) });
  await Promise.all([sender.kick(), sender.kick(), sender.kick()]);
  expect(sent.filter((e) => e.to === 'once@example.com')).toHaveLength(1);
  expect(sent[0]?.attachments.map((a) => a.filename)).toEqual(['protect-terms.pdf']);
  expect((await stateOf('once'))?.state).toBe('sent');
});

test('a failing mail server is tried again after growing waits, then left failed', async () => {
  await enqueueMessage(database.db, message('flaky'));
  let tries = 0;
  const clock = movableClock();
  const sender = senderWith(
    {
      kind: 'smtp',
      send: async () => {
        tries += 1;
        throw new Error('421 try later');
      },
    },
    clock,
  );
  await sender.kick();
  expect(tries).toBe(1);
  for (let attempt = 1; attempt < MAX_ATTEMPTS + 2; attempt++) {
    // Not before its wait is over (5 s, 10 s, 20 s...): a second short of it, nothing.
    clock.advanceSeconds(retryDelaySeconds(attempt) - 1);
    await sender.kick();
    expect(tries).toBe(Math.min(attempt, MAX_ATTEMPTS));
    clock.advanceSeconds(1);
    await sender.kick();
  }
  expect(tries).toBe(MAX_ATTEMPTS);
  expect(await stateOf('flaky')).toMatchObject({
    state: 'failed',
    attempts: MAX_ATTEMPTS,
    lastError: '421 try later',
  });
});

test('a message a crashed sender held is sent once its claim lapses', async () => {
  await enqueueMessage(database.db, message('crash'));
  const clock = movableClock();
  // A sender claims it and dies before sending: the row stays 'sending'.
  await createOutboxRepository(database.db).claimDue(clock.now(), 10);
  expect((await stateOf('crash'))?.state).toBe('sending');

  const sent: string[] = [];
  const sender = senderWith({ kind: 'local', send: async (e) => void sent.push(e.to) }, clock);
  await sender.kick();
  expect(sent).not.toContain('crash@example.com');
  clock.advanceSeconds(121);
  await sender.kick();
  expect(sent).toContain('crash@example.com');
  expect((await stateOf('crash'))?.state).toBe('sent');
});
