// The outbox survives a crash: the server accepts a request that texts a code, its
// sender hands the text to the SMS gateway, and the process is killed (SIGKILL) before the
// gateway has accepted it. After a restart on the same database the text goes out, once. The
// gateway is a local stand-in that speaks Twilio's Messages API and holds its first request
// open, so the kill lands between "accepted" and "sent" every time.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, test } from 'vitest';
import { freePort } from '../child-server.ts';
import { Cleanup } from '../cleanup.ts';
import { killNine, startIgniteServer } from './ignite-server.ts';
import { startStandInGateway } from './stand-in-gateway.ts';

const cleanup = new Cleanup();
afterAll(() => cleanup.run());

async function waitFor(check: () => boolean, ms: number, what: string) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

test('a text the server accepted goes out once after a kill -9 and a restart', async () => {
  const gateway = await startStandInGateway(cleanup, { hold: true });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ignite-outbox-kill-'));
  cleanup.add(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const start = (readyTimeoutMs?: number) =>
    startIgniteServer({
      cleanup,
      port,
      inherited: process.env,
      database: { kind: 'pglite', dataDir },
      settings: {
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'secret',
        TWILIO_FROM: '+61400000000',
        TWILIO_API_URL: gateway.url,
        OUTBOX_POLL_SECONDS: '0.5',
        OUTBOX_CLAIM_SECONDS: '2',
      },
      ...(readyTimeoutMs ? { readyTimeoutMs } : {}),
    });

  // The first start migrates and seeds: on two cores shared with other test files, a minute
  // or more.
  const first = await start(180_000);
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
  await killNine(first);
  expect(gateway.delivered()).toEqual([]);

  gateway.release();
  await start();
  await waitFor(() => gateway.delivered().length === 1, 20_000, 'the text after the restart');
  // Polled a few more times: still once.
  await sleep(3000);
  expect(gateway.delivered()).toEqual(['+61412345678']);
}, 300_000);
