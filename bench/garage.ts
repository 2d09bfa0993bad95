// Garage view model benchmark: requests/s of GET my-garage (the whole garage in one request:
// the sign-in check, the garage stamps and ownership in one indexed read, then the answer,
// cached per instance while its stamps match, decision 0012) over a bare route running one
// prepared, indexed SELECT (bench/garage-server.ts) in the same server process, on the
// embedded PGlite and on PostgreSQL. The target: the whole garage costs at most twice that
// one SELECT.
import path from 'node:path';
import type { Benchmark, BenchContext, BenchVerdict } from './lib/benchmark.ts';
import { expectOk } from './lib/http.ts';
import { type IgniteAppOptions, signInOwner, startIgniteApp } from './lib/ignite-app.ts';
import { type LoadFigures, measureLoad } from './lib/load.ts';
import { onBothDatabases } from './lib/both-databases.ts';
import { writeResults } from './lib/results.ts';
import { formatTable } from './lib/table.ts';

const TARGET_RATIO = 0.5;
const CONNECTIONS = 10;
const ROUNDS = 3;

type Measured = {
  database: string;
  oneSelect: LoadFigures;
  myGarage: LoadFigures;
  ratio: { value: number; target: number; verdict: BenchVerdict; rounds: number[] };
  /** The same ratio from server CPU per request: steadier when the machine is busy. */
  cpuCostRatio: number | null;
};

export const garageBenchmark: Benchmark = { name: 'garage', run };

async function run(context: BenchContext): Promise<BenchVerdict> {
  const cases = await onBothDatabases(context, (database, options) =>
    measure(context, database, options),
  );
  const measured = cases.filter((c): c is Measured => 'ratio' in c);
  report(measured);
  const verdict: BenchVerdict = measured.every((c) => c.ratio.verdict === 'PASS')
    ? 'PASS'
    : 'BELOW TARGET';
  const file = await writeResults('garage', { timing: context.timing, cases, verdict });
  console.log(`\nResults written to ${path.relative(context.repoRoot, file)}`);
  return verdict;
}

async function measure(
  context: BenchContext,
  database: string,
  options: IgniteAppOptions,
): Promise<Measured> {
  const app = await startIgniteApp(context, { ...options, script: 'bench/garage-server.ts' });
  try {
    const owner = await signInOwner(app.baseUrl);
    const consumer = `${app.baseUrl}/api/consumer/${owner.organisationConsumerId}`;
    const target = (label: string, url: string) => ({
      label: `${database} ${label}`,
      url,
      headers: { authorization: `Bearer ${owner.accessToken}` },
      connections: CONNECTIONS,
      serverPid: app.pid,
    });
    const oneSelect = target(
      'one indexed SELECT',
      `${app.baseUrl}/bench/one-select/${owner.vehicleId}`,
    );
    const myGarage = target('GET my-garage', `${consumer}/my-garage/${owner.vehicleId}`);
    await expectOk(oneSelect.url, { headers: oneSelect.headers });
    await expectOk(myGarage.url, { headers: myGarage.headers });

    // Alternating rounds, the median ratio reported: the machine's other work drifts.
    const rounds: Pick<Measured, 'oneSelect' | 'myGarage'>[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push({
        oneSelect: await measureLoad(oneSelect, context.timing),
        myGarage: await measureLoad(myGarage, context.timing),
      });
    }
    const ratioOf = (r: (typeof rounds)[number]) =>
      r.myGarage.requestsPerSecond / r.oneSelect.requestsPerSecond;
    const median = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b))[Math.floor(ROUNDS / 2)];
    if (!median) throw new Error('no rounds were measured');
    const value = ratioOf(median);
    const [oneSelectCpu, garageCpu] = [
      median.oneSelect.serverCpuMicrosPerRequest,
      median.myGarage.serverCpuMicrosPerRequest,
    ];
    return {
      database,
      ...median,
      cpuCostRatio: oneSelectCpu && garageCpu ? oneSelectCpu / garageCpu : null,
      ratio: {
        value,
        target: TARGET_RATIO,
        verdict: value >= TARGET_RATIO ? 'PASS' : 'BELOW TARGET',
        rounds: rounds.map(ratioOf),
      },
    };
  } finally {
    // The next case must not share the machine with this server.
    await app.stop();
  }
}

function report(cases: Measured[]) {
  const headers = ['endpoint', 'requests/s', 'p50 ms', 'p99 ms', 'server CPU µs/req'];
  const rows = cases.flatMap((c) =>
    [c.oneSelect, c.myGarage].map((f) => [
      f.label,
      f.requestsPerSecond,
      f.latencyMs.p50,
      f.latencyMs.p99,
      f.serverCpuMicrosPerRequest ?? 'n/a',
    ]),
  );
  console.log(
    `\nGarage view model (${CONNECTIONS} connections, the median of ${ROUNDS} rounds per database)\n`,
  );
  console.log(formatTable(headers, rows, [0, 0, 2, 2, 0]));
  for (const c of cases) {
    console.log(
      `\n${c.database}: my-garage / one SELECT = ${c.ratio.value.toFixed(2)} (target >= ` +
        `${TARGET_RATIO}): ${c.ratio.verdict}; each round ${c.ratio.rounds.map((r) => r.toFixed(2)).join(', ')}`,
    );
    if (c.cpuCostRatio !== null) {
      console.log(`the same ratio from server CPU per request = ${c.cpuCostRatio.toFixed(2)}`);
    }
  }
}
