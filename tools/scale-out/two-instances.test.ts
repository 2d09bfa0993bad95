// Scale-out: two real server processes on ports of their own, as behind a load balancer,
// sharing one fresh PostgreSQL database and one Redis (under this run's key prefix). Whatever
// must hold for one server holds for the pair: a launch link's nonce is good once on either, a
// refresh token sent to both at once keeps the session while a real reuse still ends it, a
// request limit and the welcome-text limit count across both, and the texts and payouts queued
// through both are each delivered, or completed, once.
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SESSION_EXPIRED } from '@ignite/domain/api-messages';
import { DEALER_MESSAGES, MAX_WELCOME_SENDS } from '@ignite/domain/dealer-mode/dealer-rules';
import { SAFETY_MESSAGES } from '@ignite/domain/safety/safety-api';
import { REPLAYED_LAUNCH } from '../../apps/server/src/modules/auth/launch/launch-service.ts';
import { Cleanup } from '../cleanup.ts';
import { call, ok, signIn, type SignedIn } from './api.ts';
import { type Cluster, startCluster } from './cluster.ts';
import { type StandInGateway, startStandInGateway } from './sms-gateway.ts';

const cleanup = new Cleanup();
let cluster: Cluster;
let gateway: StandInGateway;
let A: string;
let B: string;

beforeAll(async () => {
  gateway = await startStandInGateway(cleanup);
  cluster = await startCluster({
    repoRoot: path.resolve(import.meta.dirname, '../..'),
    cleanup,
    inherited: process.env,
    postgresAdminUrl:
      process.env.SCALE_OUT_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.SCALE_OUT_REDIS_URL ?? 'redis://127.0.0.1:6379',
    instances: 2,
    env: {
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+61400000000',
      TWILIO_API_URL: gateway.url,
      OUTBOX_POLL_SECONDS: '0.3',
      PAYOUT_POLL_SECONDS: '0.2',
      // Due a second after they are asked for: by then both instances' jobs are polling.
      PAYOUT_COMPLETION_SECONDS: '1',
    },
  });
  [A, B] = cluster.instances.map((instance) => instance.baseUrl) as [string, string];
}, 150_000);
afterAll(() => cleanup.run(), 60_000);

async function waitFor(check: () => Promise<boolean> | boolean, ms: number, what: string) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const bothAtOnce = <T>(count: number, send: (baseUrl: string, index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i % 2 === 0 ? A : B, i)));

describe('a launch link', () => {
  /** A fresh signed launch link for the demo owner, as its query parameters. */
  async function ownerLaunch(baseUrl: string) {
    const links = await ok<{ username: string; url: string }[]>(baseUrl, '/api/demo/launch-links');
    const link = links.find((l) => l.username === 'owner@demo.ignite');
    if (!link) throw new Error('no launch link for owner@demo.ignite');
    return Object.fromEntries(new URL(link.url, baseUrl).searchParams);
  }
  const launch = (baseUrl: string, params: Record<string, string>) =>
    call<{ tokens: { accessToken: string } }>(baseUrl, '/api/authentication/login', {
      body: params,
    });

  test('used on A, its nonce replayed on B is refused', async () => {
    const params = await ownerLaunch(A);
    const first = await launch(A, params);
    expect(first.status).toBe(200);
    const replay = await launch(B, params);
    expect(replay.status).toBe(401);
    expect(replay.body.messages).toEqual([REPLAYED_LAUNCH]);
    // The session it opened works on either instance.
    for (const baseUrl of [A, B]) {
      const current = await call(baseUrl, '/api/user/current', {
        token: first.body.data.tokens.accessToken,
      });
      expect(current.status).toBe(200);
    }
  });

  test('sent to both at once, it signs in exactly once', async () => {
    const params = await ownerLaunch(B);
    const answers = await bothAtOnce(6, (baseUrl) => launch(baseUrl, params));
    const statuses = answers.map((a) => a.status).toSorted();
    expect(statuses).toEqual([200, 401, 401, 401, 401, 401]);
  });
});

describe('refresh tokens', () => {
  const refresh = (baseUrl: string, tokens: SignedIn['tokens'], refreshToken: string) =>
    call<{ tokens: SignedIn['tokens'] }>(baseUrl, '/api/user/refresh-token', {
      headers: { refreshtoken: refreshToken, 'x-browser-id': tokens.browserId },
      token: tokens.accessToken,
      body: { refreshToken, accessToken: tokens.accessToken },
    });

  test('refreshed on A and B at once, the user stays signed in; a reuse later still revokes', async () => {
    const { tokens: first } = await signIn(A, 'protect@demo.ignite');
    const answers = await bothAtOnce(6, (baseUrl) => refresh(baseUrl, first, first.refreshToken));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    // Every tab got the same child: no family was split, none was revoked.
    const children = new Set(answers.map((a) => a.body.data.tokens.refreshToken));
    expect(children.size).toBe(1);
    const child = answers[0]?.body.data.tokens as SignedIn['tokens'];
    expect(child.refreshToken).not.toBe(first.refreshToken);
    for (const baseUrl of [A, B]) {
      expect((await call(baseUrl, '/api/user/current', { token: child.accessToken })).status).toBe(
        200,
      );
    }

    // The child rotates on B; the first token coming back now is a reuse: the family ends.
    const next = await refresh(B, child, child.refreshToken);
    expect(next.status).toBe(200);
    const grandchild = next.body.data.tokens;
    const reuse = await refresh(A, first, first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.messages).toEqual([SESSION_EXPIRED]);
    for (const baseUrl of [B, A]) {
      const refused = await refresh(baseUrl, grandchild, grandchild.refreshToken);
      expect(refused.status).toBe(401);
    }
    // The instance that revoked refuses the family's access token at once.
    expect((await call(A, '/api/user/current', { token: grandchild.accessToken })).status).toBe(
      401,
    );
  });
});

describe('limits across both instances', () => {
  test('location views: the views allowed on A and B add up to the limit of 60', async () => {
    const owner = await signIn(A, 'owner@demo.ignite');
    const link = await ok<{ token: string }>(B, '/api/safety/share-links', {
      token: owner.tokens.accessToken,
      body: { latitude: -33.815, longitude: 151.0011, durationHours: 1 },
    });
    const answers = await bothAtOnce(90, (baseUrl) =>
      call(baseUrl, `/api/safety/shared-location/${link.token}`),
    );
    const allowed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(allowed).toHaveLength(60);
    expect(refused).toHaveLength(30);
    expect(refused[0]?.body.messages).toEqual([SAFETY_MESSAGES.tooManyViews]);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Each instance counts the other's views: with counts of their own, each would have let
    // its 45 through and would let one more. Which instance met the limit first in the burst
    // is down to timing, so that is not what is checked.
    for (const baseUrl of [A, B]) {
      const oneMore = await call(baseUrl, `/api/safety/shared-location/${link.token}`);
      expect(oneMore.status).toBe(429);
    }
  });

  test('welcome texts: ten resends at once on A and B, in another staff session, send up to the vehicle’s 3', async () => {
    const dealer = await signIn(A, 'dealer@demo.ignite');
    const staff = dealer.tokens.accessToken;
    const apps = await ok<{ appConfigurations: { appConfigurationId: string; name: string }[] }>(
      A,
      '/api/dealermode/list/app-configurations',
      { token: staff, body: {} },
    );
    const harbour = apps.appConfigurations.find((a) => a.name === 'Harbour City Motors');
    const found = await ok<{ items: { vehicleId: string | null; rego: string | null }[] }>(
      B,
      '/api/dealermode/search?query=EHC42K',
      { token: staff },
    );
    const vehicleId = found.items.find((v) => v.rego === 'EHC42K')?.vehicleId;
    if (!harbour || !vehicleId) throw new Error('the seeded dealer stock has no EHC42K');
    await ok(A, '/api/dealermode/activate', {
      token: staff,
      body: {
        vehicleId,
        appConfigurationId: harbour.appConfigurationId,
        rego: 'EHC42K',
        regoState: 'NSW',
        odometer: 12,
        healthMonitorInstallationStatus: 1,
        mobile: '0412 555 001',
      },
    });
    // A staff session of its own on B: the vehicle's count holds across sessions, and the
    // activation's text was its first.
    const fresh = (await signIn(B, 'dealer@demo.ignite')).tokens.accessToken;
    const answers = await bothAtOnce(10, (baseUrl) =>
      call(baseUrl, '/api/dealermode/resend-welcome-message', {
        token: fresh,
        body: {
          appConfigurationId: harbour.appConfigurationId,
          vehicleId,
          mobile: '0412 555 001',
        },
      }),
    );
    const resends = MAX_WELCOME_SENDS - 1;
    expect(answers.filter((a) => a.status === 200)).toHaveLength(resends);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual(Array(10 - resends).fill(429));
    expect(refused[0]?.body.messages).toEqual([DEALER_MESSAGES.welcomeRepeated]);
  });
});

describe('queued jobs run once', () => {
  test('texts queued through both instances reach the gateway once each', async () => {
    // Codes texted to two more owners, one through each instance, besides the welcome texts.
    const codes = [
      { baseUrl: A, username: 'generic@demo.ignite', mobile: '0412 555 101' },
      { baseUrl: B, username: 'newcar@demo.ignite', mobile: '0412 555 102' },
    ];
    await Promise.all(
      codes.map(async ({ baseUrl, username, mobile }) => {
        const session = await signIn(baseUrl, username);
        await ok(baseUrl, '/api/consumer/send-mobile-verification-code', {
          token: session.tokens.accessToken,
          body: { consumerId: session.user.organisationConsumerId, mobileNumber: mobile },
        });
      }),
    );
    const queued = await cluster.query<{ to: string; body: string }>(
      `SELECT "to", body FROM outbox_messages WHERE channel = 'sms'`,
    );
    // The vehicle's 3 welcome texts (the limit test above) and the two codes.
    expect(queued).toHaveLength(MAX_WELCOME_SENDS + codes.length);
    await waitFor(() => gateway.delivered.length >= queued.length, 20_000, 'every text');
    // Several polls of both instances later, still once each.
    await sleep(1_500);
    const byText = (t: { to: string; body: string }) => `${t.to} ${t.body}`;
    expect(gateway.delivered.map(byText).toSorted()).toEqual(queued.map(byText).toSorted());
    const sent = await cluster.query<{ state: string; attempts: number }>(
      `SELECT state, attempts FROM outbox_messages WHERE channel = 'sms'`,
    );
    expect(sent.every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
  });

  test('payouts asked for through both instances complete once each', async () => {
    const owner = await signIn(A, 'owner@demo.ignite');
    const redeem = (baseUrl: string, key: string) =>
      call<{ payoutId: string }>(baseUrl, '/api/igniteprofile/redeem-cashback', {
        token: owner.tokens.accessToken,
        headers: { 'idempotency-key': key },
        body: { amount: 1 },
      });
    const run = Date.now().toString(36);
    const distinct = await bothAtOnce(8, (baseUrl, i) => redeem(baseUrl, `scale-${run}-${i}`));
    // One key sent to both at once: one payout, the same answer twice.
    const repeated = await Promise.all([A, B].map((baseUrl) => redeem(baseUrl, `scale-${run}-x`)));
    for (const answer of [...distinct, ...repeated]) expect(answer.status).toBe(200);
    expect(repeated[0]?.body.data.payoutId).toBe(repeated[1]?.body.data.payoutId);

    const ours = () =>
      cluster.query<{ state: string; attempts: number; transfer_reference: string | null }>(
        `SELECT state, attempts, transfer_reference FROM payouts WHERE idempotency_key LIKE $1`,
        [`scale-${run}-%`],
      );
    await waitFor(
      async () => (await ours()).every((p) => p.state === 'completed'),
      20_000,
      'the payouts to complete',
    );
    const payouts = await ours();
    expect(payouts).toHaveLength(9);
    // Claimed once each (a second claim would count a second attempt), transferred once.
    expect(payouts.map((p) => p.attempts)).toEqual(Array(9).fill(1));
    expect(payouts.every((p) => p.transfer_reference?.startsWith('LOCAL-'))).toBe(true);
    const debits = await cluster.query<{ count: string; total: string }>(
      `SELECT count(*) AS count, sum(-amount_cents) AS total FROM ledger_entries
        WHERE payout_id IN (SELECT id FROM payouts WHERE idempotency_key LIKE $1)`,
      [`scale-${run}-%`],
    );
    expect(debits[0]).toEqual({ count: '9', total: '900' });
  });
});
