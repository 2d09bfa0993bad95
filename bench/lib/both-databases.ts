// The garage and marketplace benchmarks measure the same way on both databases: on the
// embedded PGlite, then on a PostgreSQL database of their own (skipped, and said so, when no
// server answers).
import type { BenchContext } from './benchmark.ts';
import type { IgniteAppOptions } from './ignite-app.ts';
import { createBenchDatabase } from './postgres.ts';
import { postgresAdminUrl } from './settings.ts';

export type DatabaseName = 'PGlite' | 'PostgreSQL';
export type Skipped = { database: DatabaseName; skipped: string };

export async function onBothDatabases<T>(
  context: BenchContext,
  measure: (database: DatabaseName, options: IgniteAppOptions) => Promise<T>,
): Promise<(T | Skipped)[]> {
  const cases: (T | Skipped)[] = [await measure('PGlite', {})];
  const postgres = await createBenchDatabase(postgresAdminUrl(), context.cleanup);
  if ('url' in postgres) {
    cases.push(await measure('PostgreSQL', { databaseUrl: postgres.url }));
  } else {
    cases.push({ database: 'PostgreSQL', skipped: postgres.unavailable });
    console.log(`PostgreSQL skipped: ${postgres.unavailable}`);
  }
  return cases;
}
