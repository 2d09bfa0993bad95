// The outbox survives a crash (issue 12): the server accepts a request that texts a code, its
// sender hands the text to the SMS gateway, and the process is killed (SIGKILL) before the
// gateway has accepted it. After a restart on the same database the text goes out, once. The
// gateway is a local stand-in that speaks Twilio's Messages API and holds its first request
// open, so the kill lands between "accepted" and "sent" every time.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, test } from 'vitest';
import { type ChildServer, freePort, startChildServer } from '../child-server.ts';
import { Cleanup } from '../cleanup.ts';

const cleanup = new Cleanup();
afterAll(() => cleanup.run());

/** Delivered texts; while `hold` is set, requests are received and never answered. */
function standInGateway() {
  const delivered: string[] = [];
  const held: ServerResponse[] = [];
  let hold = true;
  let received = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received += 1;
      if (hold) {
        held.push(response);
        return;
      }
      delivered.push(new URLSearchParams(raw).get('To') ?? '');
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
    });
  });
  return {
    delivered,
    received: () => received,
    release() {
      hold = false;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      cleanup.add(
        () =>
          new Promise<void>((resolve) => {
            for (const response of held) response.destroy();
            server.close(() => resolve());
          }),
      );
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
  };
}

async function waitFor(check: () => boolean, ms: number, what: string) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

test('a text the server accepted goes out once after a kill -9 and a restart', async () => {
  const gateway = standInGateway();
  const gatewayUrl = await gateway.start();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ignite-outbox-kill-'));
  cleanup.add(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const start = (): Promise<ChildServer> =>
    startChildServer({
      name: 'Ignite server',
      script: 'apps/server/src/main.ts',
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...env,
        DATA_DIR: dataDir,
        DEMO_MODE: 'true',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'secret',
        TWILIO_FROM: '+61400000000',
        TWILIO_API_URL: gatewayUrl,
        OUTBOX_POLL_SECONDS: '0.5',
        OUTBOX_CLAIM_SECONDS: '2',
      },
      host: '127.0.0.1',
      port,
      readyPath: '/api/health',
      readyTimeoutMs: 60_000,
      cleanup,
    });

  const first = await start();
  const base = first.baseUrl;
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner@demo.ignite', password: 'demo1234' }),
  });
  const session = (
    (await login.json()) as {
      data: { tokens: { accessToken: string }; user: { organisationConsumerId: string } };
    }
  ).data;
  const accepted = await fetch(`${base}/api/consumer/send-mobile-verification-code`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${session.tokens.accessToken}`,
    },
    body: JSON.stringify({
      consumerId: session.user.organisationConsumerId,
      mobileNumber: '0412 345 678',
    }),
  });
  expect(accepted.status).toBe(200);

  // The sender has handed the text to the gateway, which has not answered: kill now.
  await waitFor(() => gateway.received() === 1, 10_000, 'the first send to reach the gateway');
  process.kill(first.pid ?? 0, 'SIGKILL');
  await sleep(500);
  expect(gateway.delivered).toEqual([]);

  gateway.release();
  await start();
  await waitFor(() => gateway.delivered.length === 1, 20_000, 'the text after the restart');
  // Polled a few more times: still once.
  await sleep(3000);
  expect(gateway.delivered).toEqual(['+61412345678']);
}, 120_000);
