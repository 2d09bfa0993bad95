// A throwaway PostgreSQL database for one benchmark run (tools/fresh-postgres.ts). A machine
// without PostgreSQL still runs the PGlite half of a benchmark, so failing to create one is
// an answer, not an error.
import type { Cleanup } from '../../tools/cleanup.ts';
import { freshPostgresDatabase } from '../../tools/fresh-postgres.ts';

export type BenchDatabase = { url: string } | { unavailable: string };

export async function createBenchDatabase(
  adminUrl: string,
  cleanup: Cleanup,
): Promise<BenchDatabase> {
  try {
    return { url: await freshPostgresDatabase(adminUrl, cleanup, 'ignite_bench') };
  } catch (error) {
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
}
