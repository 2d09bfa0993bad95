// Request limits (decision 0035): counted in Redis, one limit holds across instances; without
// Redis each instance counts alone; and when Redis goes away, at start or mid-run, or stops
// answering, each limit follows its own rule (count on this instance, or refuse with 503) and
// nothing answers 500. Runs against the local Redis (127.0.0.1:6379), under a key prefix of
// its own that it removes afterwards.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, test } from 'vitest';
import { startTestApp } from '../../test/test-app.ts';
import { registerErrorHandler } from './errors.ts';
import {
  createLocalCounters,
  openRedis,
  registerRequestLimits,
  type WhenCountersDown,
} from './request-limits.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const prefix = `ignite-test-${randomBytes(6).toString('hex')}:`;
const apps: FastifyInstance[] = [];
const closers: (() => Promise<void>)[] = [];
/** The test's own look at Redis. */
const admin = new Redis(REDIS_URL);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const close of closers) await close();
  const keys = await admin.keys(`${prefix}*`);
  if (keys.length > 0) await admin.del(...keys);
  await admin.quit();
});

const MAX = 6;

/** An app with three limits on GET /open/:who, /other/:who (same keys) and /closed/:who. */
async function limitedApp(redisUrl: string | null) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await registerRequestLimits(app, {
    redis: redisUrl ? openRedis(redisUrl, app.log) : null,
    keyPrefix: prefix,
  });
  const route = (name: string, whenCountersDown: WhenCountersDown) => {
    const limit = app.requestLimit({
      name,
      max: MAX,
      windowSeconds: 60,
      key: (request) => (request.params as { who: string }).who,
      message: `too many ${name}`,
      whenCountersDown,
    });
    app.get(`/${name}/:who`, async (request) => {
      await limit(request);
      return { ok: true };
    });
  };
  route('open', 'count-per-instance');
  route('other', 'count-per-instance');
  route('closed', { refuse: 'closed for now' });
  await app.ready();
  apps.push(app);
  return app;
}

const hit = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

async function statuses(requests: Promise<{ statusCode: number }>[]) {
  return (await Promise.all(requests)).map((answer) => answer.statusCode);
}
const allowed = (codes: number[]) => codes.filter((code) => code === 200).length;

/**
 * A TCP relay in front of the local Redis that the test can cut (Redis gone), restore, or
 * hold silent (a Redis that stops answering: what is sent waits, as it would in a stalled
 * server).
 */
async function redisRelay() {
  const sockets = new Set<net.Socket>();
  let silent = false;
  const held: (() => void)[] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(6379, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('data', (chunk) => {
      if (silent) held.push(() => upstream.write(chunk));
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  closers.push(async () => {
    if (server.listening) await cut();
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    cut,
    restore: () => listen(port),
    silence: (on: boolean) => {
      silent = on;
      if (!on) for (const send of held.splice(0)) send();
    },
  };
}

async function waitUntil(check: () => Promise<boolean>, ms: number, what: string) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe('counters in memory', () => {
  test('a window counts to its end, then starts anew; the oldest key makes way past the cap', () => {
    let now = 1_000;
    const counters = createLocalCounters(2, () => now);
    expect(counters.hit('a', 1_000)).toEqual({ current: 1, ttlMs: 1_000 });
    now += 400;
    expect(counters.hit('a', 1_000)).toEqual({ current: 2, ttlMs: 600 });
    now += 600;
    expect(counters.hit('a', 1_000)).toEqual({ current: 1, ttlMs: 1_000 });
    counters.hit('b', 1_000);
    counters.hit('c', 1_000);
    expect(counters.size()).toBe(2);
    // 'a' was the oldest, so it was dropped: it counts from 1 again.
    expect(counters.hit('a', 1_000).current).toBe(1);
  });

  test('without Redis each instance counts on its own', async () => {
    const [a, b] = [await limitedApp(null), await limitedApp(null)];
    const codes = await statuses(
      Array.from({ length: 2 * MAX }, (_, i) => hit(i % 2 ? a : b, '/open/alone')),
    );
    expect(allowed(codes)).toBe(2 * MAX);
    const refused = await hit(a, '/open/alone');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().messages).toEqual(['too many open']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('counters in Redis', () => {
  test('one limit holds across two instances: the allowed add up to the limit', async () => {
    const [a, b] = [await limitedApp(REDIS_URL), await limitedApp(REDIS_URL)];
    const codes = await statuses(
      Array.from({ length: 3 * MAX }, (_, i) => hit(i % 2 ? a : b, '/open/shared')),
    );
    expect(allowed(codes)).toBe(MAX);
    expect(codes.filter((code) => code === 429)).toHaveLength(2 * MAX);
    const refused = await hit(b, '/open/shared');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another limit counting the same key has counters of its own.
    expect((await hit(a, '/other/shared')).statusCode).toBe(200);
    const keys = await admin.keys(`${prefix}limit:*`);
    expect(keys.some((key) => key.endsWith('open:shared'))).toBe(true);
    expect(keys.some((key) => key.endsWith('other:shared'))).toBe(true);
  });

  test('Redis unreachable from the start: per-instance counting, or 503; never a 500', async () => {
    const relay = await redisRelay();
    await relay.cut();
    const app = await limitedApp(relay.url);
    const codes = await statuses(Array.from({ length: MAX + 2 }, () => hit(app, '/open/down')));
    expect(codes.toSorted()).toEqual([...Array(MAX).fill(200), 429, 429]);
    const refused = await hit(app, '/closed/down');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().messages).toEqual(['closed for now']);
    expect(refused.headers['retry-after']).toBe('5');
  });

  test('Redis lost mid-run, then back: the limits fall back, then share again', async () => {
    const relay = await redisRelay();
    const [a, b] = [await limitedApp(relay.url), await limitedApp(relay.url)];
    // Shared: 4 of 6 used across the two.
    expect(allowed(await statuses([0, 1, 2, 3].map((i) => hit(i % 2 ? a : b, '/open/r'))))).toBe(4);
    expect((await hit(a, '/closed/r')).statusCode).toBe(200);

    await relay.cut();
    // Each instance now counts alone: 6 more on each, then 429; the closed limit refuses.
    for (const app of [a, b]) {
      const codes = await statuses(Array.from({ length: MAX + 1 }, () => hit(app, '/open/r')));
      expect(codes.toSorted()).toEqual([...Array(MAX).fill(200), 429]);
      expect((await hit(app, '/closed/r')).statusCode).toBe(503);
    }

    await relay.restore();
    await waitUntil(
      async () => (await hit(a, '/closed/r')).statusCode !== 503,
      10_000,
      'instance A to reach Redis again',
    );
    await waitUntil(
      async () => (await hit(b, '/closed/r')).statusCode !== 503,
      10_000,
      'instance B to reach Redis again',
    );
    // Back on the shared counter, which remembers the 4 from before: 2 left between them.
    const codes = await statuses([0, 1, 2, 3].map((i) => hit(i % 2 ? a : b, '/open/r')));
    expect(allowed(codes)).toBe(2);
  });

  test('a Redis that stops answering costs a request at most a moment', async () => {
    const relay = await redisRelay();
    const app = await limitedApp(relay.url);
    expect((await hit(app, '/open/slow')).statusCode).toBe(200);
    relay.silence(true);
    const started = Date.now();
    const [open, closed] = await Promise.all([hit(app, '/open/slow'), hit(app, '/closed/slow')]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(open.statusCode).toBe(200);
    expect(closed.statusCode).toBe(503);
  });
});

describe("the app's limits with Redis unreachable", () => {
  test('location views count per instance and never 500; sandbox card links answer 503', async () => {
    const relay = await redisRelay();
    await relay.cut();
    const t = await startTestApp({ redisUrl: relay.url, redisKeyPrefix: prefix });
    closers.push(() => t.close());
    const token = randomBytes(32).toString('base64url');
    const views = await statuses(
      Array.from({ length: 61 }, () =>
        t.app.inject({ method: 'GET', url: `/api/safety/shared-location/${token}` }),
      ),
    );
    expect(views.toSorted()).toEqual([...Array(60).fill(404), 429]);
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/card-link',
      payload: { token: 'a-sandbox-token-of-some-length', cardNumber: '4242', expiry: '12/39' },
    });
    expect(link.statusCode).toBe(503);
    expect(link.json().messages).toEqual([
      'Card linking is unavailable for a moment. Try again shortly',
    ]);
    expect(link.headers['retry-after']).toBe('5');
  });
});
