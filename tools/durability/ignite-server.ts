// The real server (apps/server/src/main.ts) as a child process, for the tests that kill it:
// started again on the same database and port after each kill, as a supervisor would.
import path from 'node:path';
import { type ChildServer, startChildServer } from '../child-server.ts';
import type { Cleanup } from '../cleanup.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** PGlite in a data directory, or PostgreSQL (whose DATA_DIR keeps only the secrets). */
export type IgniteDatabase =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; dataDir: string };

export type IgniteServerOptions = {
  cleanup: Cleanup;
  port: number;
  /** The environment the server inherits: the test's own. */
  inherited: NodeJS.ProcessEnv;
  database: IgniteDatabase;
  /** The SMS gateway, the outbox's timings and the like. */
  settings: Record<string, string>;
  /** The first start migrates and seeds, which takes far longer than a restart. */
  readyTimeoutMs?: number;
};

export function startIgniteServer(options: IgniteServerOptions): Promise<ChildServer> {
  const { database, port } = options;
  const env = { ...options.inherited };
  // Only the database under test, and nothing shared with other runs (a Redis, say).
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return startChildServer({
    name: 'Ignite server',
    script: 'apps/server/src/main.ts',
    cwd: repoRoot,
    env: {
      ...env,
      DATA_DIR: database.dataDir,
      ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}),
      DEMO_MODE: 'true',
      // Reminders are queued when a test asks (POST /api/demo/jobs/reminders), not by the clock.
      REMINDER_HOUR: 'off',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...options.settings,
    },
    host: '127.0.0.1',
    port,
    readyPath: '/api/health',
    readyTimeoutMs: options.readyTimeoutMs ?? 60_000,
    cleanup: options.cleanup,
  });
}

/**
 * kill -9, then waits until the process is gone. stop() marks the exit as expected (no crash
 * report); its SIGTERM finds the process already dying and changes nothing.
 */
export async function killNine(server: ChildServer): Promise<void> {
  if (server.pid === undefined) throw new Error(`${server.name} has no process to kill`);
  process.kill(server.pid, 'SIGKILL');
  await server.stop();
}
