// A PostgreSQL database of a run's own, for the tests and benchmarks that start real servers on
// PostgreSQL: created empty (the server migrates and seeds it at its first start, as in
// production) and dropped at cleanup, after the servers have stopped.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Cleanup } from './cleanup.ts';

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * The new database's URL, its name `prefix` and a random suffix. Fails, saying where it
 * looked, when PostgreSQL cannot be reached.
 */
export async function freshPostgresDatabase(
  adminUrl: string,
  cleanup: Cleanup,
  prefix: string,
): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  try {
    await asAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  } catch (error) {
    throw new Error(
      `Could not create a database at ${adminUrl}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  cleanup.add(() => asAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
