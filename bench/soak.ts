// Soak: two instances behind a stand-in round-robin balancer, on one PostgreSQL
// database and one Redis, under a steady mixed load for SOAK_SECONDS (default 300): My Garage
// reads, the marketplace (home, search, nearby), odometer writes and sign-ins. It reports the
// requests, the errors (anything but a 200, or no answer: there must be none), latency
// percentiles overall and per kind, and each instance's memory sampled through the run.
//
// Memory: every sample first collects the garbage (bench/soak-server.ts), so it reads the heap
// the server still holds rather than a point on its allocation sawtooth. The verdict compares
// the median of the samples in the run's second fifth (the second minute of five: after the
// warm-up, when code is compiled and the caches are full) with the median of its last fifth
// (the last minute). Flat: heap at most 10% above, RSS at most 20% (the allocator keeps pages
// it has freed, so RSS moves more). Medians shrug off a sample taken mid-burst; what keeps
// growing for three minutes of steady load is retained, which is what a leak is. The results
// say how small a per-request leak that rule catches at the rate measured.
//
//   node --import tsx bench/soak.ts                    # the full 5 minutes
//   SOAK_SECONDS=20 node --import tsx bench/soak.ts    # a short run (figures are noisier)
//   node --import tsx bench/run.ts soak                # once listed in bench/run.ts
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import type { Benchmark, BenchContext, BenchVerdict } from './lib/benchmark.ts';
import { writeResults } from './lib/results.ts';
import { loadTiming, postgresAdminUrl, repoRoot } from './lib/settings.ts';
import { formatTable } from './lib/table.ts';
import { Cleanup } from '../tools/cleanup.ts';
import type { ChildServer } from '../tools/child-server.ts';
import { call, ok, signIn } from '../tools/scale-out/api.ts';
import { startCluster } from '../tools/scale-out/cluster.ts';

const DEFAULT_SECONDS = 300;
const WORKERS = 8;
const PERSONAS = ['owner@demo.ignite', 'protect@demo.ignite', 'generic@demo.ignite'];
const PARRAMATTA = 'searchBoundary.latitude=-33.815&searchBoundary.longitude=151.0011';
/** Heap and RSS may end this much above where they stood after the warm-up, and be flat. */
const HEAP_GROWTH_LIMIT = 0.1;
const RSS_GROWTH_LIMIT = 0.2;

/**
 * Out of every 20 requests: mostly My Garage, then the marketplace, now and then an odometer
 * reading (which makes the next garage read compute afresh) and a sign-in (argon2: the most
 * CPU of any request).
 */
const MIX: readonly Kind[] = [
  ...Array<Kind>(11).fill('garage'),
  ...Array<Kind>(2).fill('home'),
  ...Array<Kind>(2).fill('search'),
  ...Array<Kind>(2).fill('nearby'),
  ...Array<Kind>(2).fill('odometer'),
  'sign-in',
];
type Kind = 'garage' | 'home' | 'search' | 'nearby' | 'odometer' | 'sign-in';

type Persona = {
  username: string;
  token: string;
  organisationConsumerId: string;
  appConsumerId: string;
  vehicleId: string;
  appConfigurationId: string;
  odometer: number;
  /** Odometer writes of one car go one after another, so each is above the last. */
  odometerChain: Promise<unknown>;
};

type MemorySample = { seconds: number; rssMiB: number; heapUsedMiB: number };

export const soakBenchmark: Benchmark = { name: 'soak', run };

export function soakSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.SOAK_SECONDS;
  const seconds = given === undefined ? DEFAULT_SECONDS : Number(given);
  if (!Number.isInteger(seconds) || seconds < 10) {
    throw new Error(`SOAK_SECONDS must be a whole number of seconds, at least 10, got "${given}"`);
  }
  return seconds;
}

async function run(context: BenchContext): Promise<BenchVerdict> {
  const seconds = soakSeconds();
  const redisUrl = await reachableRedis(process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379');
  if (!redisUrl) console.log('Redis not reachable: the instances count their limits alone');
  const cluster = await startCluster({
    repoRoot: context.repoRoot,
    cleanup: context.cleanup,
    inherited: process.env,
    postgresAdminUrl: postgresAdminUrl(),
    redisUrl,
    instances: 2,
    script: 'bench/soak-server.ts',
    env: {
      // The load signs in to three accounts from one address, several at a time.
      LOGIN_FREE_FAILURES_PER_CLIENT: '1000000',
      LOGIN_FREE_FAILURES_PER_ACCOUNT: '1000000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
      // The tokens signed in with at the start must outlive the run.
      ACCESS_TOKEN_TTL_SECONDS: String(seconds + 600),
    },
  });
  const instances = cluster.instances;
  const urls = instances.map((instance) => instance.baseUrl);
  const personas = await Promise.all(PERSONAS.map((username) => persona(urls[0] ?? '', username)));
  console.log(
    `${instances.length} instances (${urls.join(', ')}), PostgreSQL${redisUrl ? ' and Redis' : ''}; ` +
      `${WORKERS} callers for ${seconds} s`,
  );

  // Warm-up: every kind once on every instance, so first-use compilation is not in the figures.
  for (const url of urls) {
    for (const kind of new Set(MIX)) {
      const { status } = await send(kind, url, personas[0] as Persona);
      if (status !== 200) throw new Error(`warm-up ${kind} on ${url} answered ${status}`);
    }
  }

  const loadAverageBefore = os.loadavg();
  const sampleSeconds = Math.min(10, Math.max(1, Math.round(seconds / 30)));
  const memory = instances.map(() => [] as MemorySample[]);
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const at = elapsed();
      const readings = await Promise.all(instances.map((instance) => memoryOf(instance)));
      readings.forEach((reading, i) => memory[i]?.push({ seconds: round(at, 1), ...reading }));
      await new Promise((resolve) => setTimeout(resolve, sampleSeconds * 1000));
    }
  })();

  const load = await steadyLoad(urls, personas, seconds);
  sampling = false;
  await sampler;
  // A last sample at the end of the load, so the final window is never empty.
  const last = await Promise.all(instances.map((instance) => memoryOf(instance)));
  last.forEach((reading, i) => memory[i]?.push({ seconds: round(elapsed(), 1), ...reading }));

  const verdicts = instances.map((instance, i) =>
    flatness(instance.name, memory[i] ?? [], seconds, load.requests / instances.length),
  );
  const flat = verdicts.every((v) => v.flat);
  const errors = load.requests - (load.byStatus['200'] ?? 0);
  report(load, verdicts, errors);
  const loads = (figures: number[]) => figures.map((l) => l.toFixed(2)).join(' ');
  console.log(`load average before: ${loads(loadAverageBefore)}, after: ${loads(os.loadavg())}`);
  const file = await writeResults('soak', {
    seconds,
    workers: WORKERS,
    instances: instances.length,
    sharedLimits: redisUrl ? 'Redis' : 'per instance',
    mix: Object.fromEntries([...new Set(MIX)].map((k) => [k, MIX.filter((m) => m === k).length])),
    // The machine's load average (1, 5, 15 minutes) before and after: the figures depend on it.
    loadAverage: {
      before: loadAverageBefore.map((l) => round(l, 2)),
      after: os.loadavg().map((l) => round(l, 2)),
    },
    requests: load.requests,
    errors,
    requestsPerSecond: round(load.requests / load.seconds, 1),
    byStatus: load.byStatus,
    latencyMs: load.latencyMs,
    byKind: load.byKind,
    perInstanceRequests: load.perInstance,
    memory: {
      rule:
        `median of the run's second fifth against its last fifth, each sample after a full GC: ` +
        `flat when heap grows at most ${HEAP_GROWTH_LIMIT * 100}% and RSS at most ${RSS_GROWTH_LIMIT * 100}%`,
      sampleSeconds,
      verdicts,
      samples: Object.fromEntries(instances.map((instance, i) => [instance.name, memory[i]])),
    },
    verdict: flat && errors === 0 ? 'PASS' : 'BELOW TARGET',
  });
  console.log(`\nResults written to ${path.relative(context.repoRoot, file)}`);
  if (errors > 0) {
    throw new Error(
      `${errors} of ${load.requests} requests failed: ${JSON.stringify(load.byStatus)}`,
    );
  }
  return flat ? 'PASS' : 'BELOW TARGET';
}

/** A persona signed in, with what its requests name, and its car's odometer now. */
async function persona(url: string, username: string): Promise<Persona> {
  const { tokens, user } = await signIn(url, username);
  const vehicle = user.activeVehicle;
  if (!vehicle || !user.appConsumerId) throw new Error(`${username} has no active vehicle`);
  const { odometer } = await ok<{ odometer: number | null }>(
    url,
    `/api/consumer/${user.organisationConsumerId}/vehicles/${vehicle.vehicleId}`,
    { token: tokens.accessToken },
  );
  return {
    username,
    token: tokens.accessToken,
    organisationConsumerId: user.organisationConsumerId,
    appConsumerId: user.appConsumerId,
    vehicleId: vehicle.vehicleId,
    appConfigurationId: vehicle.appConfigurationId,
    odometer: odometer ?? 0,
    odometerChain: Promise.resolve(),
  };
}

type Sent = { status: number; ms: number };

/**
 * One request of a kind, as the persona, to one instance: its status (0: no answer) and how
 * long it took from the moment it was sent (an odometer write first waits for the car's last).
 */
async function send(kind: Kind, url: string, who: Persona): Promise<Sent> {
  const consumer = `/api/consumer/${who.organisationConsumerId}`;
  const offers = `/api/marketplace/offers?appConsumerId=${who.appConsumerId}&appConfigurationId=${who.appConfigurationId}&${PARRAMATTA}`;
  const get = (path: string) => timed(() => call(url, path, { token: who.token }));
  switch (kind) {
    case 'garage':
      return get(`${consumer}/my-garage/${who.vehicleId}`);
    case 'home':
      return get(
        `${consumer}/marketplace/${who.vehicleId}/${who.appConfigurationId}?${PARRAMATTA}`,
      );
    case 'search':
      return get(`${offers}&searchQuery=coffee&pageSize=20`);
    case 'nearby':
      return get(`${offers}&nearbyOnly=true&orderBy=1&pageSize=20&searchBoundary.distanceKms=10`);
    case 'odometer': {
      const write = who.odometerChain.then(() => {
        who.odometer += 1;
        return timed(() =>
          call(url, '/api/vehicle/odometer', {
            method: 'PUT',
            token: who.token,
            body: { vehicleId: who.vehicleId, odometer: who.odometer, confirmed: true },
          }),
        );
      });
      who.odometerChain = write;
      return write;
    }
    case 'sign-in':
      return timed(async () => {
        const answer = await call<{ tokens: { accessToken: string } }>(url, '/api/user/login', {
          body: { username: who.username, password: 'demo1234' },
        });
        // From now on the persona's requests carry the new session's token.
        if (answer.status === 200) who.token = answer.body.data.tokens.accessToken;
        return answer;
      });
  }
}

async function timed(request: () => Promise<{ status: number }>): Promise<Sent> {
  const sent = performance.now();
  const status = await request().then(
    (answer) => answer.status,
    () => 0,
  );
  return { status, ms: performance.now() - sent };
}

type LoadResult = {
  seconds: number;
  requests: number;
  byStatus: Record<string, number>;
  latencyMs: Percentiles;
  byKind: Record<string, { requests: number; latencyMs: Percentiles }>;
  perInstance: number[];
};
type Percentiles = { p50: number; p90: number; p99: number; max: number };

/** WORKERS callers, each sending its next request when the last is answered, round robin. */
async function steadyLoad(urls: string[], personas: Persona[], seconds: number) {
  const latencies = new Map<Kind, number[]>();
  const byStatus: Record<string, number> = {};
  const perInstance = urls.map(() => 0);
  let next = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let sequence = 0; performance.now() < until; sequence++) {
        const kind = MIX[(worker * 7 + sequence) % MIX.length] as Kind;
        const instance = next++ % urls.length;
        const who = personas[(worker + sequence) % personas.length] as Persona;
        const { status: code, ms } = await send(kind, urls[instance] ?? '', who);
        const list = latencies.get(kind) ?? [];
        list.push(ms);
        latencies.set(kind, list);
        byStatus[code] = (byStatus[code] ?? 0) + 1;
        perInstance[instance] = (perInstance[instance] ?? 0) + 1;
      }
    }),
  );
  const all = [...latencies.values()].flat();
  return {
    seconds: (performance.now() - started) / 1000,
    requests: all.length,
    byStatus,
    latencyMs: percentiles(all),
    byKind: Object.fromEntries(
      [...latencies].map(([kind, list]) => [
        kind,
        { requests: list.length, latencyMs: percentiles(list) },
      ]),
    ),
    perInstance,
  } satisfies LoadResult;
}

function percentiles(values: number[]): Percentiles {
  const sorted = values.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return {
    p50: round(at(0.5), 1),
    p90: round(at(0.9), 1),
    p99: round(at(0.99), 1),
    max: round(sorted.at(-1) ?? 0, 1),
  };
}

async function memoryOf(instance: ChildServer): Promise<Omit<MemorySample, 'seconds'>> {
  const answer = await fetch(`${instance.baseUrl}/bench/memory`);
  if (!answer.ok) throw new Error(`${instance.name} /bench/memory answered ${answer.status}`);
  const usage = (await answer.json()) as { rss: number; heapUsed: number };
  return { rssMiB: round(usage.rss / 2 ** 20, 1), heapUsedMiB: round(usage.heapUsed / 2 ** 20, 1) };
}

type Flatness = {
  instance: string;
  start: { rssMiB: number; heapUsedMiB: number };
  end: { rssMiB: number; heapUsedMiB: number };
  /** Medians of the second fifth and of the last fifth of the run. */
  afterWarmUp: { rssMiB: number; heapUsedMiB: number };
  final: { rssMiB: number; heapUsedMiB: number };
  heapGrowth: number;
  rssGrowth: number;
  /** The smallest leak per request that would have taken the heap past its limit. */
  detectableLeakBytesPerRequest: number;
  flat: boolean;
};

function flatness(
  instance: string,
  samples: MemorySample[],
  seconds: number,
  requestsPerInstance: number,
): Flatness {
  const within = (from: number, to: number) =>
    samples.filter((s) => s.seconds >= from * seconds && s.seconds <= to * seconds);
  const median = (list: MemorySample[], field: 'rssMiB' | 'heapUsedMiB') => {
    const sorted = list.map((s) => s[field]).toSorted((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
  };
  const baseline = within(0.2, 0.4);
  const final = within(0.8, 1);
  const afterWarmUp = {
    rssMiB: median(baseline, 'rssMiB'),
    heapUsedMiB: median(baseline, 'heapUsedMiB'),
  };
  const end = { rssMiB: median(final, 'rssMiB'), heapUsedMiB: median(final, 'heapUsedMiB') };
  const heapGrowth = end.heapUsedMiB / afterWarmUp.heapUsedMiB - 1;
  const rssGrowth = end.rssMiB / afterWarmUp.rssMiB - 1;
  // The windows' middles are 0.6 of the run apart: the requests answered in between.
  const requestsBetween = requestsPerInstance * 0.6;
  const first = samples[0] ?? { rssMiB: Number.NaN, heapUsedMiB: Number.NaN };
  const lastSample = samples.at(-1) ?? first;
  return {
    instance,
    start: { rssMiB: first.rssMiB, heapUsedMiB: first.heapUsedMiB },
    end: { rssMiB: lastSample.rssMiB, heapUsedMiB: lastSample.heapUsedMiB },
    afterWarmUp,
    final: end,
    heapGrowth: round(heapGrowth, 3),
    rssGrowth: round(rssGrowth, 3),
    detectableLeakBytesPerRequest: Math.round(
      (afterWarmUp.heapUsedMiB * HEAP_GROWTH_LIMIT * 2 ** 20) / Math.max(1, requestsBetween),
    ),
    flat: heapGrowth <= HEAP_GROWTH_LIMIT && rssGrowth <= RSS_GROWTH_LIMIT,
  };
}

function report(load: LoadResult, verdicts: Flatness[], errors: number) {
  const rate = Math.round(load.requests / load.seconds);
  console.log(
    `\n${load.requests} requests in ${Math.round(load.seconds)} s (${rate}/s), ${errors} errors; ` +
      `p50 ${load.latencyMs.p50} ms, p90 ${load.latencyMs.p90} ms, p99 ${load.latencyMs.p99} ms, ` +
      `max ${load.latencyMs.max} ms`,
  );
  console.log(
    formatTable(
      ['kind', 'requests', 'p50 ms', 'p99 ms'],
      Object.entries(load.byKind).map(([kind, figures]) => [
        kind,
        String(figures.requests),
        String(figures.latencyMs.p50),
        String(figures.latencyMs.p99),
      ]),
    ),
  );
  const pct = (growth: number) => `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%`;
  console.log(
    formatTable(
      [
        'instance',
        'heap start/end MiB',
        'RSS start/end MiB',
        'heap 2nd->last fifth',
        'RSS',
        'flat',
      ],
      verdicts.map((v) => [
        v.instance,
        `${v.start.heapUsedMiB} / ${v.end.heapUsedMiB}`,
        `${v.start.rssMiB} / ${v.end.rssMiB}`,
        `${v.afterWarmUp.heapUsedMiB} -> ${v.final.heapUsedMiB} (${pct(v.heapGrowth)})`,
        `${v.afterWarmUp.rssMiB} -> ${v.final.rssMiB} (${pct(v.rssGrowth)})`,
        v.flat ? 'yes' : 'NO',
      ]),
    ),
  );
}

/** The URL when a Redis answers PING there, otherwise null. */
async function reachableRedis(url: string): Promise<string | null> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch {
    return null;
  } finally {
    redis.disconnect();
  }
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

// Run on its own: `node --import tsx bench/soak.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cleanup = new Cleanup();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanup.run().then(() => process.exit(130)));
  }
  try {
    const verdict = await run({ repoRoot, timing: loadTiming(), cleanup });
    console.log(`\nsoak: ${verdict}`);
  } catch (error) {
    process.stderr.write(`\nBENCHMARK FAILED: ${error instanceof Error ? error.message : error}\n`);
    process.exitCode = 1;
  } finally {
    await cleanup.run();
  }
}
