// Starting the real Ignite server and signing in to it, shared by every benchmark that loads
// the app (the API benchmark, and the garage view model on PGlite and PostgreSQL).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resultSchema } from '@ignite/domain/result';
import { sessionSchema } from '@ignite/domain/session';
import type { BenchContext } from './benchmark.ts';
import { type ChildServer, freePort, startChildServer } from '../../tools/child-server.ts';
import { expectOk } from './http.ts';

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;
export const DEMO_CREDENTIALS = { username: 'owner@demo.ignite', password: 'demo1234' };

export type IgniteAppOptions = {
  /** A PostgreSQL URL; without one the app runs on PGlite in a fresh temp dir. */
  databaseUrl?: string;
  /** Extra settings for this benchmark (they win over the defaults below). */
  env?: Record<string, string>;
  /** The entry script; by default the server exactly as `npm start` runs it. */
  script?: string;
};

export async function startIgniteApp(
  { repoRoot, cleanup, timing }: BenchContext,
  options: IgniteAppOptions = {},
): Promise<ChildServer> {
  // A fresh data dir per run, so earlier runs' sessions and attempt counters cannot slow this
  // one down. Registered before the server so it is removed after the server has stopped.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ignite-bench-'));
  cleanup.add(() => rm(dataDir, { recursive: true, force: true }));
  // The caller's shell must not pick the database: only options.databaseUrl does.
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const port = await freePort(HOST);
  return startChildServer({
    name: 'Ignite server',
    script: options.script ?? 'apps/server/src/main.ts',
    cwd: repoRoot,
    env: {
      ...inherited,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      HOST,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The load signs in to one account from one address, four at a time; attempts in
      // flight count as failures until their password is checked (decision 0016).
      LOGIN_FREE_FAILURES_PER_CLIENT: '1000000',
      LOGIN_FREE_FAILURES_PER_ACCOUNT: '1000000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
      // A token must outlive the loads that use it, however long BENCH_DURATION_SECONDS is.
      ACCESS_TOKEN_TTL_SECONDS: String(Math.max(300, 10 * (timing.durationSeconds + 10))),
      ...options.env,
    },
    host: HOST,
    port,
    readyPath: '/api/health',
    readyTimeoutMs: READY_TIMEOUT_MS,
    cleanup,
  });
}

/** What a benchmark needs of the demo owner's session: the token and whose garage it is. */
export type OwnerSession = {
  accessToken: string;
  organisationConsumerId: string;
  vehicleId: string;
  appConsumerId: string;
  appConfigurationId: string;
};

const ownerSignInSchema = resultSchema(sessionSchema);

/** Signs in as the demo owner; the answer is checked against the API's own schema. */
export async function signInOwner(appUrl: string): Promise<OwnerSession> {
  const body = await expectOk(`${appUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CREDENTIALS),
  });
  const parsed = ownerSignInSchema.safeParse(body);
  const { user, tokens } = parsed.data?.data ?? {};
  const vehicleId = user?.activeVehicle?.vehicleId;
  const organisationConsumerId = user?.organisationConsumerId;
  const appConsumerId = user?.appConsumerId;
  const appConfigurationId = user?.activeVehicle?.appConfigurationId;
  if (!tokens || !vehicleId || !organisationConsumerId || !appConsumerId || !appConfigurationId) {
    throw new Error(`Sign-in answered no session with a vehicle: ${JSON.stringify(body)}`);
  }
  return {
    accessToken: tokens.accessToken,
    organisationConsumerId,
    vehicleId,
    appConsumerId,
    appConfigurationId,
  };
}

/** Signs in as the demo owner and returns the access token. */
export async function signIn(appUrl: string): Promise<string> {
  return (await signInOwner(appUrl)).accessToken;
}
