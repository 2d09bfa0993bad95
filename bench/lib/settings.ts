// Knobs shared by all benchmarks. BENCH_DURATION_SECONDS shortens (or lengthens) every measured
// phase, e.g. `BENCH_DURATION_SECONDS=3 npm run bench` for a quick smoke run; figures from
// short runs are noisier, so compare like with like.
import path from 'node:path';
import type { LoadTiming } from './load.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

const DEFAULT_DURATION_SECONDS = 10;
const WARMUP_SECONDS = 2;

export function loadTiming(env: NodeJS.ProcessEnv = process.env): LoadTiming {
  const given = env.BENCH_DURATION_SECONDS;
  const durationSeconds = given === undefined ? DEFAULT_DURATION_SECONDS : Number(given);
  if (!Number.isInteger(durationSeconds) || durationSeconds < 1) {
    throw new Error(`BENCH_DURATION_SECONDS must be a whole number of seconds, got "${given}"`);
  }
  return { durationSeconds, warmupSeconds: WARMUP_SECONDS };
}

/**
 * Where the garage benchmark may create (and then drop) a PostgreSQL database of its own:
 * BENCH_POSTGRES_URL, by default the local server the tests use. Unreachable: the PostgreSQL
 * case is skipped and says so.
 */
export function postgresAdminUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}
