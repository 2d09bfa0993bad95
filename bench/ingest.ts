// Telemetry ingest benchmark (issue 11): 50 health monitors post battery readings in batches
// and now and then a scan, on PostgreSQL, at an offered 2,500 readings a second; then the
// garage's ratio (GET my-garage against one indexed SELECT, as bench/garage.ts) is measured
// while the same ingest runs beside it. Targets: at least 2,000 readings/s stored with p99
// under 50 ms, and the garage ratio at least 0.5 during ingest.
import path from 'node:path';
import type { Benchmark, BenchContext, BenchVerdict } from './lib/benchmark.ts';
import { type FleetFigures, type FleetLoad, fitFleet, runFleet } from './lib/device-fleet.ts';
import { signInOwner, startIgniteApp } from './lib/ignite-app.ts';
import { type LoadFigures, measureLoad } from './lib/load.ts';
import { createBenchDatabase } from './lib/postgres.ts';
import { writeResults } from './lib/results.ts';
import { postgresAdminUrl } from './lib/settings.ts';
import { formatTable } from './lib/table.ts';

const DEVICES = 50;
const LOAD: FleetLoad = { readingsPerPost: 100, postsPerSecondPerDevice: 1, scanEvery: 10 };
const TARGETS = { readingsPerSecond: 2000, p99Ms: 50, garageRatio: 0.5 };
const GARAGE_CONNECTIONS = 5;

export const ingestBenchmark: Benchmark = { name: 'ingest', run };

async function run(context: BenchContext): Promise<BenchVerdict> {
  const postgres = await createBenchDatabase(postgresAdminUrl(), context.cleanup);
  if (!('url' in postgres)) {
    console.log(`ingest skipped: ${postgres.unavailable}`);
    return 'PASS';
  }
  const app = await startIgniteApp(context, {
    databaseUrl: postgres.url,
    script: 'bench/garage-server.ts',
  });
  try {
    const devices = await fitFleet(postgres.url, app.baseUrl, DEVICES);
    const seconds = context.timing.durationSeconds;
    // Warm-up, thrown away: pools filled, hot paths optimised.
    await runFleet(app.baseUrl, devices, LOAD, context.timing.warmupSeconds);
    const alone = await runFleet(app.baseUrl, devices, LOAD, seconds);

    const owner = await signInOwner(app.baseUrl);
    const target = (label: string, url: string) => ({
      label,
      url,
      headers: { authorization: `Bearer ${owner.accessToken}` },
      connections: GARAGE_CONNECTIONS,
      serverPid: app.pid,
    });
    const consumer = `${app.baseUrl}/api/consumer/${owner.organisationConsumerId}`;
    // The fleet keeps posting through both garage measurements.
    const beside = runFleet(
      app.baseUrl,
      devices,
      LOAD,
      2 * (seconds + context.timing.warmupSeconds) + 2,
    );
    const oneSelect = await measureLoad(
      target('one indexed SELECT', `${app.baseUrl}/bench/one-select/${owner.vehicleId}`),
      context.timing,
    );
    const myGarage = await measureLoad(
      target('GET my-garage', `${consumer}/my-garage/${owner.vehicleId}`),
      context.timing,
    );
    const during = await beside;
    return await report(context, alone, during, oneSelect, myGarage);
  } finally {
    await app.stop();
  }
}

async function report(
  context: BenchContext,
  alone: FleetFigures,
  during: FleetFigures,
  oneSelect: LoadFigures,
  myGarage: LoadFigures,
): Promise<BenchVerdict> {
  const ratio = myGarage.requestsPerSecond / oneSelect.requestsPerSecond;
  const failed = Object.keys(alone.failures).length + Object.keys(during.failures).length > 0;
  const verdict: BenchVerdict =
    !failed &&
    alone.readingsPerSecond >= TARGETS.readingsPerSecond &&
    alone.latencyMs.readings.p99 < TARGETS.p99Ms &&
    ratio >= TARGETS.garageRatio
      ? 'PASS'
      : 'BELOW TARGET';
  const row = (label: string, f: FleetFigures) => [
    label,
    f.readingsPerSecond,
    f.scansPerSecond,
    f.latencyMs.readings.p50,
    f.latencyMs.readings.p99,
    f.latencyMs.scans.p50,
    f.latencyMs.scans.p99,
  ];
  console.log(
    `\nTelemetry ingest on PostgreSQL: ${DEVICES} devices, ${LOAD.readingsPerPost} readings a post, ` +
      `${LOAD.postsPerSecondPerDevice} post/s each, every ${LOAD.scanEvery}th a scan\n`,
  );
  console.log(
    formatTable(
      [
        'phase',
        'readings/s',
        'scans/s',
        'readings p50 ms',
        'readings p99 ms',
        'scans p50 ms',
        'scans p99 ms',
      ],
      [row('ingest alone', alone), row('beside the garage load', during)],
      [0, 0, 1, 1, 1, 1, 1],
    ),
  );
  console.log(
    `\nWhile ingest runs: my-garage ${myGarage.requestsPerSecond.toFixed(0)} req/s, one SELECT ` +
      `${oneSelect.requestsPerSecond.toFixed(0)} req/s, ratio ${ratio.toFixed(2)} (target >= ${TARGETS.garageRatio})`,
  );
  if (failed)
    console.log(
      `Failed posts: ${JSON.stringify({ alone: alone.failures, during: during.failures })}`,
    );
  console.log(
    `Targets: >= ${TARGETS.readingsPerSecond} readings/s with p99 < ${TARGETS.p99Ms} ms: ${verdict}`,
  );
  const file = await writeResults('ingest', {
    timing: context.timing,
    devices: DEVICES,
    load: LOAD,
    targets: TARGETS,
    alone,
    beside: during,
    garage: { oneSelect, myGarage, ratio },
    verdict,
  });
  console.log(`\nResults written to ${path.relative(context.repoRoot, file)}`);
  return verdict;
}
