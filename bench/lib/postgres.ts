// A throwaway PostgreSQL database for one benchmark run: created empty (the server migrates and
// seeds it when it starts, as in production) and dropped at cleanup, after the server stops.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Cleanup } from '../../tools/cleanup.ts';

export type BenchDatabase = { url: string } | { unavailable: string };

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function createBenchDatabase(
  adminUrl: string,
  cleanup: Cleanup,
): Promise<BenchDatabase> {
  const name = `ignite_bench_${randomBytes(6).toString('hex')}`;
  try {
    await asAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  } catch (error) {
    return {
      unavailable: `PostgreSQL at ${adminUrl}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  cleanup.add(() => asAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString() };
}
