// Text messages through the outbox to an SMS gateway: a local stand-in that speaks Twilio's
// Messages API (the one stand-in allowed: the gateway is the system's edge) receives what the
// adapter really sends over HTTP. A gateway that fails is tried again after growing waits, and
// a message is delivered once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { outboxMessages } from '../../db/outbox-schema.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { movableClock } from '../../../test/test-app.ts';
import { localMailSender } from './mail-senders.ts';
import { createOutboxRepository, enqueueMessage, retryDelaySeconds } from './outbox-repository.ts';
import { createOutboxSender } from './outbox-sender.ts';
import { smsGatewaySender } from './sms-senders.ts';
import { noBrowsers } from '../../../test/local-push-service.ts';

type Received = { to: string; from: string; body: string; authorization: string | undefined };

/** Twilio's POST /2010-04-01/Accounts/{sid}/Messages.json, answering 503 while told to fail. */
function standInGateway() {
  const received: Received[] = [];
  let failuresLeft = 0;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const ok =
        request.method === 'POST' && request.url === '/2010-04-01/Accounts/AC123/Messages.json';
      if (!ok) {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"message":"not found"}');
        return;
      }
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"busy"}');
        return;
      }
      const form = new URLSearchParams(raw);
      received.push({
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        authorization: request.headers.authorization,
      });
      response
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ sid: `SM${received.length}`, status: 'queued' }));
    });
  });
  return {
    received,
    failNext(times: number) {
      failuresLeft = times;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let database: DatabaseHandle;
const gateway = standInGateway();
let gatewayUrl = '';
beforeAll(async () => {
  database = await openTestDatabase();
  gatewayUrl = await gateway.start();
});
afterAll(async () => {
  await gateway.stop();
  await database.close();
});

function sender(clock = movableClock()) {
  return createOutboxSender({
    repository: createOutboxRepository(database.db),
    mail: localMailSender,
    sms: smsGatewaySender({
      apiUrl: gatewayUrl,
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+61400000000',
    }),
    push: noBrowsers,
    buildAttachment: async () => {
      throw new Error('no attachments in texts');
    },
    clock: clock.now,
    from: 'Ignite <no-reply@ignite.local>',
    pollSeconds: 60,
    log: () => undefined,
  });
}

const text = (key: string, to: string) => ({
  idempotencyKey: key,
  channel: 'sms' as const,
  to,
  subject: null,
  body: 'Your Ignite code is 123456',
  attachments: [],
});

const rowOf = async (key: string) =>
  (
    await database.db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, key))
  )[0];

test('a text goes to the gateway once, in E.164, from the configured sender, with basic auth', async () => {
  await enqueueMessage(database.db, text('sms-once', '0412 345 678'));
  const outbox = sender();
  await Promise.all([outbox.kick(), outbox.kick()]);
  const mine = gateway.received.filter((m) => m.to === '+61412345678');
  expect(mine).toEqual([
    {
      to: '+61412345678',
      from: '+61400000000',
      body: 'Your Ignite code is 123456',
      authorization: `Basic ${Buffer.from('AC123:secret').toString('base64')}`,
    },
  ]);
  expect((await rowOf('sms-once'))?.state).toBe('sent');
});

test('a busy gateway is tried again after the wait, and the text is delivered once', async () => {
  const clock = movableClock();
  const outbox = sender(clock);
  gateway.failNext(2);
  await enqueueMessage(database.db, text('sms-busy', '021 234 5678'));
  await outbox.kick();
  expect(await rowOf('sms-busy')).toMatchObject({
    state: 'queued',
    lastError: 'SMS gateway answered 503: busy',
  });
  clock.advanceSeconds(retryDelaySeconds(1));
  await outbox.kick();
  clock.advanceSeconds(retryDelaySeconds(2));
  await outbox.kick();
  expect(gateway.received.filter((m) => m.to === '+64212345678')).toHaveLength(1);
  expect((await rowOf('sms-busy'))?.state).toBe('sent');
});
