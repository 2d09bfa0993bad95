// A production start on an empty database: `npm run db:migrate` prepares it without seeding,
// then the real server starts in production configuration, holds no account, signs nobody in
// (the demo personas' published password least of all) and says in its log what to do next.
// It runs on a PostgreSQL database of its own, as a deployment would, and on an empty PGlite.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, test } from 'vitest';
import { EMPTY_DATABASE_NEXT_STEP } from '../../apps/server/src/config/config.ts';
import { type ChildServer, freePort, startChildServer } from '../child-server.ts';
import { Cleanup } from '../cleanup.ts';
import { freshPostgresDatabase } from '../fresh-postgres.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const postgresAdminUrl = process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const DEMO_SIGN_INS = [
  'owner@demo.ignite',
  'dealer@demo.ignite',
  'generic@demo.ignite',
  'newcar@demo.ignite',
];

/** A production environment: the three secrets set, nothing inherited that picks a database. */
function productionEnv(database: { dataDir: string; url?: string }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.DEMO_MODE;
  return {
    ...env,
    NODE_ENV: 'production',
    DEMO_MODE: 'false',
    TOKEN_SIGNING_KEY: randomBytes(48).toString('base64url'),
    BANK_DETAILS_KEY: randomBytes(32).toString('base64url'),
    CASHBACK_FEED_SECRET: randomBytes(32).toString('base64url'),
    REMINDER_HOUR: 'off',
    LOG_LEVEL: 'warn',
    DATA_DIR: database.dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
}

/** `npm run db:migrate`'s script, to its end. */
function runMigrate(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/migrate.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function startProduction(env: NodeJS.ProcessEnv, cleanup: Cleanup): Promise<ChildServer> {
  const port = await freePort();
  return startChildServer({
    name: 'Ignite in production',
    script: 'apps/server/src/main.ts',
    cwd: repoRoot,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    host: '127.0.0.1',
    port,
    readyPath: '/api/health',
    readyTimeoutMs: 90_000,
    cleanup,
    outputTailChars: 200_000,
  });
}

/** Nobody gets in: not the demo personas, and demo mode's launch links do not exist. */
async function expectNobodySignsIn(server: ChildServer) {
  for (const username of DEMO_SIGN_INS) {
    const response = await fetch(`${server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'demo1234' }),
    });
    expect(response.status, username).toBe(401);
    await response.body?.cancel();
  }
  const launchLinks = await fetch(`${server.baseUrl}/api/demo/launch-links`);
  expect(launchLinks.status).toBe(404);
  await launchLinks.body?.cancel();
}

let cleanup = new Cleanup();
afterEach(async () => {
  await cleanup.run();
  cleanup = new Cleanup();
});

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ignite-production-'));
  cleanup.add(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('a production start on an empty database', () => {
  test('PostgreSQL: migrated by the command, then served with no account and nobody signed in', async () => {
    const url = await freshPostgresDatabase(postgresAdminUrl, cleanup, 'ignite_production');
    const env = productionEnv({ dataDir: await tempDataDir(), url });

    const migrated = await runMigrate(env);
    expect(migrated.output).toContain('Migrated the postgres database; nothing was seeded.');
    expect(migrated.code).toBe(0);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    cleanup.add(() => client.end());
    const count = async (table: string) =>
      Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    // The schema is there, and empty.
    expect(await count('users')).toBe(0);
    expect(await count('app_configurations')).toBe(0);

    const server = await startProduction(env, cleanup);
    await expectNobodySignsIn(server);
    expect(await count('users')).toBe(0);
    expect(await count('app_configurations')).toBe(0);
    expect(await count('offers')).toBe(0);
    await expect.poll(() => server.output()).toContain(EMPTY_DATABASE_NEXT_STEP);
  });

  test('PGlite: the first start migrates, seeds nothing and says what to do next', async () => {
    const env = productionEnv({ dataDir: await tempDataDir() });
    const server = await startProduction(env, cleanup);
    await expectNobodySignsIn(server);
    await expect.poll(() => server.output()).toContain(EMPTY_DATABASE_NEXT_STEP);
    expect(server.output()).not.toContain('DEMO MODE IS ON');
  });
});
