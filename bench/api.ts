// API overhead benchmark: how much of bare Fastify's throughput survives the real app's stack
// (helmet, request ids, logging, zod serialisation, JWT verification) on an authenticated GET
// that touches no database. Sign-in is measured too, but on its own terms: argon2id is slow by
// design, so its latency is the figure to watch, not a ratio.
import path from 'node:path';
import type { Benchmark, BenchContext, BenchVerdict } from './lib/benchmark.ts';
import { freePort, startChildServer } from '../tools/child-server.ts';
import { expectOk } from './lib/http.ts';
import { DEMO_CREDENTIALS, signIn, startIgniteApp } from './lib/ignite-app.ts';
import { type LoadFigures, measureLoad } from './lib/load.ts';
import { writeResults } from './lib/results.ts';
import { formatTable } from './lib/table.ts';

const TARGET_RATIO = 0.7;
const CONNECTIONS = 10;
/** argon2id saturates the CPU with a handful of requests in flight; more only queue. */
const LOGIN_CONNECTIONS = 4;
const ROUNDS = 3;

type Round = { helloWorld: LoadFigures; currentUser: LoadFigures; ratio: number };

export const apiBenchmark: Benchmark = { name: 'api', run };

async function run(context: BenchContext): Promise<BenchVerdict> {
  const hello = await startHelloWorld(context);
  const app = await startIgniteApp(context);
  const currentUserUrl = `${app.baseUrl}/api/user/current`;
  const authHeaders = { authorization: `Bearer ${await signIn(app.baseUrl)}` };
  await expectOk(currentUserUrl, { headers: authHeaders });

  // The machine's other work drifts over a run, so hello world and the app are measured in
  // alternating rounds and the round with the median ratio is reported.
  const rounds: Round[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const helloWorld = await measureLoad(
      {
        label: 'hello world GET /',
        url: `${hello.baseUrl}/`,
        connections: CONNECTIONS,
        serverPid: hello.pid,
      },
      context.timing,
    );
    const currentUser = await measureLoad(
      {
        label: 'app GET /api/user/current',
        url: currentUserUrl,
        headers: authHeaders,
        connections: CONNECTIONS,
        serverPid: app.pid,
      },
      context.timing,
    );
    rounds.push({
      helloWorld,
      currentUser,
      ratio: currentUser.requestsPerSecond / helloWorld.requestsPerSecond,
    });
  }
  const byRatio = [...rounds].sort((a, b) => a.ratio - b.ratio);
  const median = byRatio[Math.floor(byRatio.length / 2)];
  if (!median) throw new Error('no rounds were measured');
  const { helloWorld, currentUser, ratio } = median;
  const login = await measureLoad(
    {
      label: 'app POST /api/user/login',
      url: `${app.baseUrl}/api/user/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS),
      connections: LOGIN_CONNECTIONS,
      serverPid: app.pid,
    },
    context.timing,
  );

  const verdict: BenchVerdict = ratio >= TARGET_RATIO ? 'PASS' : 'BELOW TARGET';
  const cpuRatio = cpuCostRatio(helloWorld, currentUser);
  report([helloWorld, currentUser, login], { ratio, cpuRatio, verdict });
  console.log(`ratio in each round: ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')}`);
  const file = await writeResults('api', {
    timing: context.timing,
    helloWorld,
    currentUser,
    login,
    ratio: { value: ratio, target: TARGET_RATIO, verdict, rounds: rounds.map((r) => r.ratio) },
    cpuCostRatio: cpuRatio,
  });
  console.log(`\nResults written to ${path.relative(context.repoRoot, file)}`);
  return verdict;
}

async function startHelloWorld({ repoRoot, cleanup }: BenchContext) {
  const host = '127.0.0.1';
  const port = await freePort(host);
  return startChildServer({
    name: 'hello-world server',
    script: 'bench/hello-server.ts',
    cwd: repoRoot,
    env: { ...process.env, HOST: host, PORT: String(port) },
    host,
    port,
    readyPath: '/',
    readyTimeoutMs: 30_000,
    cleanup,
  });
}

/**
 * Hello world's CPU per request over the app's: the throughput ratio each would reach with a
 * core to itself. It holds steady when other work on the machine makes requests/s jump about.
 */
function cpuCostRatio(helloWorld: LoadFigures, app: LoadFigures): number | null {
  const [hello, ours] = [helloWorld.serverCpuMicrosPerRequest, app.serverCpuMicrosPerRequest];
  return hello && ours ? hello / ours : null;
}

type Summary = { ratio: number; cpuRatio: number | null; verdict: BenchVerdict };

function report(figures: LoadFigures[], { ratio, cpuRatio, verdict }: Summary) {
  const headers = [
    'endpoint',
    'connections',
    'requests/s',
    'p50 ms',
    'p99 ms',
    'server CPU µs/req',
  ];
  const rows = figures.map((f) => [
    f.label,
    f.connections,
    f.requestsPerSecond,
    f.latencyMs.p50,
    f.latencyMs.p99,
    f.serverCpuMicrosPerRequest ?? 'n/a',
  ]);
  console.log(
    `\nAPI throughput (${figures[0]?.durationSeconds.toFixed(1)} s per measurement; the median of ${ROUNDS} rounds)\n`,
  );
  console.log(formatTable(headers, rows, [0, 0, 0, 2, 2, 0]));
  console.log(
    `\nauthenticated GET / hello world = ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}): ${verdict}`,
  );
  if (cpuRatio !== null) {
    console.log(`the same ratio from server CPU per request = ${cpuRatio.toFixed(2)}`);
  }
}
