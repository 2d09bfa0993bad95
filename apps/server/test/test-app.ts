import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type IgniteApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config/config.ts';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { openTestDatabase } from './test-database.ts';
import { TEST_SECRETS } from './test-secrets.ts';

/** A clock the test moves by hand. */
export function movableClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceSeconds(seconds: number) {
      now += seconds * 1000;
    },
  };
}

export type TestApp = {
  app: IgniteApp;
  db: Database;
  clock: ReturnType<typeof movableClock>;
  config: Config;
  close(): Promise<void>;
};

/** The whole app on a private copy of the seeded database, driven through app.inject(). */
export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  return startAppOn(await openTestDatabase(), overrides);
}

/** The whole app on the given database, closed with it. */
export async function startAppOn(
  database: DatabaseHandle,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const clock = movableClock();
  // The daily reminder run would start by the wall clock; tests run the job when they mean to.
  const config: Config = {
    ...loadConfig(),
    logLevel: 'silent',
    demoMode: true,
    reminderHour: null,
    ...overrides,
  };
  const app = await buildApp({ config, database, secrets: TEST_SECRETS, clock: clock.now });
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Another server instance on the same database, as behind a load balancer. */
export async function startSecondInstance(t: TestApp): Promise<IgniteApp> {
  const shared: DatabaseHandle = {
    db: t.db,
    kind: 'pglite',
    migrate: async () => undefined,
    withSetupLock: (work) => work(),
    close: async () => undefined,
  };
  const app = await buildApp({
    config: t.config,
    database: shared,
    secrets: TEST_SECRETS,
    clock: t.clock.now,
  });
  await app.ready();
  return app;
}

export type ApiResult<T = unknown> = {
  success: boolean;
  status: number;
  data: T;
  messages: string[];
};

/** Sends a request and answers the status with the parsed result body. */
export async function call<T = unknown>(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  return { statusCode: response.statusCode, body: response.json<ApiResult<T>>(), response };
}
