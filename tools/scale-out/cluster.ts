// Several real Ignite servers as a load balancer would have them: child processes on
// ports of their own, sharing one fresh PostgreSQL database, one Redis (under a key prefix of
// this run's) and the same secrets. Everything is undone at cleanup: the servers stopped, the
// database dropped, the Redis keys deleted, the temp dirs removed. Used by the scale-out test
// and the soak benchmark.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type ChildServer, freePort, startChildServer } from '../child-server.ts';
import type { Cleanup } from '../cleanup.ts';
import { freshPostgresDatabase } from '../fresh-postgres.ts';

const HOST = '127.0.0.1';
/** The first instance to start migrates and seeds an empty database: allow for it. */
const READY_TIMEOUT_MS = 120_000;

export type ClusterOptions = {
  repoRoot: string;
  cleanup: Cleanup;
  /** The environment the servers start from (the caller's); DATABASE_URL and REDIS_URL are ours. */
  inherited: NodeJS.ProcessEnv;
  /** A PostgreSQL server's URL, with rights to create and drop a database. */
  postgresAdminUrl: string;
  /** The Redis the instances share their limits through; null: none (per-instance limits). */
  redisUrl: string | null;
  instances: number;
  /** Settings for this run; they win over the defaults here. */
  env?: Record<string, string>;
  /** The entry script; by default the server exactly as `npm start` runs it. */
  script?: string;
  outputTailChars?: number;
};

export type Cluster = {
  instances: ChildServer[];
  /** The run's own database. */
  databaseUrl: string;
  /** Every Redis key of this run starts with it. */
  redisKeyPrefix: string;
  /** Runs SQL against the run's database (for checks the API does not answer). */
  query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<Row[]>;
};

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { cleanup } = options;
  const run = randomBytes(6).toString('hex');
  const databaseUrl = await freshPostgresDatabase(
    options.postgresAdminUrl,
    cleanup,
    'ignite_scale',
  );
  const redisKeyPrefix = `ignite-scale-${run}:`;
  if (options.redisUrl) {
    const redisUrl = options.redisUrl;
    cleanup.add(() => deleteKeys(redisUrl, redisKeyPrefix));
  }

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // Registered before the servers, so it ends after them and before the database is dropped.
  cleanup.add(() => pool.end());

  // What every instance must share behind one load balancer (docs/operations.md, Scaling out).
  const secrets = {
    TOKEN_SIGNING_KEY: randomBytes(48).toString('base64url'),
    BANK_DETAILS_KEY: randomBytes(32).toString('base64'),
    CASHBACK_FEED_SECRET: randomBytes(32).toString('base64url'),
  };
  const inherited = { ...options.inherited };
  delete inherited.DATABASE_URL;
  delete inherited.REDIS_URL;
  delete inherited.REDIS_KEY_PREFIX;

  const start = async (index: number): Promise<ChildServer> => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `ignite-scale-${index}-`));
    cleanup.add(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort(HOST);
    return startChildServer({
      name: `Ignite instance ${String.fromCharCode(65 + index)}`,
      script: options.script ?? 'apps/server/src/main.ts',
      cwd: options.repoRoot,
      env: {
        ...inherited,
        ...secrets,
        DATABASE_URL: databaseUrl,
        ...(options.redisUrl
          ? { REDIS_URL: options.redisUrl, REDIS_KEY_PREFIX: redisKeyPrefix }
          : {}),
        DATA_DIR: dataDir,
        DEMO_MODE: 'true',
        // Reminders are queued when a test asks (POST /api/demo/jobs/reminders), not by the clock.
        REMINDER_HOUR: 'off',
        HOST,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      host: HOST,
      port,
      readyPath: '/api/health',
      readyTimeoutMs: READY_TIMEOUT_MS,
      cleanup,
      ...(options.outputTailChars ? { outputTailChars: options.outputTailChars } : {}),
    });
  };
  // All at once, as a deployment starts them: migrations and the seed run under the lock.
  const instances = await Promise.all(
    Array.from({ length: options.instances }, (_, index) => start(index)),
  );
  return {
    instances,
    databaseUrl,
    redisKeyPrefix,
    query: async (text, values) => (await pool.query(text, values)).rows,
  };
}

/** Deletes this run's keys, a batch at a time (SCAN, never KEYS on a shared Redis). */
async function deleteKeys(redisUrl: string, prefix: string) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}
