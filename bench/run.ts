// `npm run bench`: runs every benchmark in turn (or only those named on the command line, e.g.
// `node --import tsx bench/run.ts api`). It exits non-zero when a benchmark fails, i.e. its
// figures cannot be trusted, and when a route is over its byte budget, which depends on the
// code alone (exit code 2); a score below its target is reported, not failed, because it
// depends on the machine as much as on the code.
import { apiBenchmark } from './api.ts';
import { bundleBenchmark } from './bundle.ts';
import { cashbackBenchmark } from './cashback.ts';
import { garageBenchmark } from './garage.ts';
import { ingestBenchmark } from './ingest.ts';
import { lighthouseBenchmark } from './lighthouse.ts';
import { marketplaceBenchmark } from './marketplace.ts';
import { soakBenchmark } from './soak.ts';
import type { Benchmark, BenchVerdict } from './lib/benchmark.ts';
import path from 'node:path';
import { Cleanup } from '../tools/cleanup.ts';
import { loadTiming, repoRoot } from './lib/settings.ts';
import { formatTable } from './lib/table.ts';
import { writeLatestSummary } from './lib/latest-summary.ts';

const all: Benchmark[] = [
  apiBenchmark,
  garageBenchmark,
  ingestBenchmark,
  marketplaceBenchmark,
  cashbackBenchmark,
  bundleBenchmark,
  lighthouseBenchmark,
  // Last: it takes SOAK_SECONDS (5 minutes) and more.
  soakBenchmark,
];

const cleanup = new Cleanup();
// Ctrl+C must not leave servers listening or temp databases behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    process.stderr.write(`\n${signal}: stopping servers...\n`);
    void cleanup.run().then(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !all.some((b) => b.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown benchmark(s): ${unknown.join(', ')}; known: ${all.map((b) => b.name)}`,
    );
  }
  const selected = wanted.length > 0 ? all.filter((b) => wanted.includes(b.name)) : all;
  const timing = loadTiming();
  const verdicts: [string, BenchVerdict][] = [];
  for (const benchmark of selected) {
    console.log(`\n=== ${benchmark.name} ===`);
    try {
      verdicts.push([benchmark.name, await benchmark.run({ repoRoot, timing, cleanup })]);
    } finally {
      await cleanup.run();
    }
  }
  console.log(`\n${formatTable(['benchmark', 'verdict'], verdicts)}`);
  console.log(`Summary written to ${path.relative(repoRoot, await writeLatestSummary())}`);
  const over = verdicts.filter(([, verdict]) => verdict === 'OVER BUDGET');
  if (over.length > 0) {
    process.stderr.write(`\nOVER BUDGET: ${over.map(([name]) => name).join(', ')}\n`);
    return 2;
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  await cleanup.run();
  process.stderr.write(`\nBENCHMARK FAILED: ${error instanceof Error ? error.message : error}\n`);
  process.exitCode = 1;
}
