// The SMTP sender through a real SMTP conversation (smtp-server, nodemailer's own test server):
// PROTECT's activation email leaves the outbox for the mail server with its PDFs attached.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/sessions.ts';

const received: { to: string[]; raw: string }[] = [];
let server: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxPollSeconds: 0.2 });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('the activation email reaches the mail server once, with the agreement and the terms', async () => {
  const protect = await signIn(t.app, 'protect@demo.ignite');
  const answer = await call(t.app, {
    method: 'PUT',
    url: '/api/care-plan/ignite-protect/acknowledge',
    headers: { authorization: `Bearer ${protect.tokens.accessToken}` },
    payload: { vehicleId: protect.user.activeVehicle?.vehicleId },
  });
  expect(answer.statusCode).toBe(200);

  await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
  const [email] = received;
  expect(email?.to).toEqual(['protect@demo.ignite']);
  expect(email?.raw).toContain('Subject: Your Ignite PROTECT cover is active');
  expect(email?.raw).toMatch(/Message-ID: <[0-9a-f-]{36}@outbox\.ignite>/);
  expect(email?.raw).toContain('filename=protect-agreement.pdf');
  expect(email?.raw).toContain('filename=protect-terms-and-conditions.pdf');
  expect(email?.raw).toContain('Content-Type: application/pdf');

  // The server has the email before the sender hears its answer and records it as sent.
  const states = async () => {
    const outbox = await call<{ messages: { state: string }[] }>(t.app, {
      method: 'GET',
      url: '/api/demo/outbox?to=protect@demo.ignite',
    });
    return outbox.body.data.messages.map((m) => m.state);
  };
  await expect.poll(states, { timeout: 10_000 }).toEqual(['sent']);
});
