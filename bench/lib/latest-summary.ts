// bench/results/latest.json: the headline figures of every benchmark in one file, each with
// the date it was measured, for docs/benchmarks.md and for comparing one run with the next.
// It is rebuilt from the per-benchmark files after every `npm run bench`, so a benchmark run
// alone updates its own lines and keeps the others' (with their older dates).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod/mini';
import { resultsDir, writeResults } from './results.ts';

/** The pages Lighthouse scores, and the bundle benchmark's row for each (by its source text). */
const BUDGETED_ROUTES: [page: string, row: string][] = [
  ['/login', '/login'],
  ['/my-garage', '/my-garage via a launch link'],
  ['/my-garage/care-plan', '/my-garage/care-plan'],
  ['/my-marketplace', '/my-marketplace'],
  ['/ignite', '/[PRODUCT.slug]'],
  ['/dealer-mode', '/dealer-mode'],
];

const dated = { date: z.string() };
const ratio = z.object({ value: z.number(), target: z.number(), verdict: z.string() });
const schemas = {
  bundle: z.object({
    ...dated,
    budget: z.object({ maxJsGzipBytes: z.number(), verdict: z.string() }),
    routes: z.array(z.object({ route: z.string(), jsGzipBytes: z.number() })),
  }),
  lighthouse: z.object({
    ...dated,
    target: z.number(),
    verdict: z.string(),
    pages: z.array(
      z.object({
        page: z.string(),
        medians: z.record(z.string(), z.number()),
        // Recorded since 28 November 2026 (decision 0047); older files have none.
        calibratedPerformance: z.optional(z.nullable(z.number())),
        // Recorded since 28 November 2026; older files have none.
        runs: z.optional(z.array(z.object({ benchmarkIndex: z.optional(z.number()) }))),
      }),
    ),
  }),
  api: z.object({ ...dated, ratio }),
  garage: z.object({
    ...dated,
    verdict: z.string(),
    cases: z.array(z.object({ database: z.string(), ratio })),
  }),
  marketplace: z.object({
    ...dated,
    verdict: z.string(),
    cases: z.array(z.object({ database: z.string(), homeRatio: z.number(), verdict: z.string() })),
  }),
  ingest: z.object({
    ...dated,
    verdict: z.string(),
    beside: z.object({ readingsPerSecond: z.number() }),
    targets: z.object({ readingsPerSecond: z.number() }),
  }),
  cashback: z.object({
    ...dated,
    verdict: z.string(),
    feed: z.object({ requestsPerSecond: z.number() }),
    payouts: z.object({ requestsPerSecond: z.number() }),
    ledger: z.object({ balanced: z.boolean() }),
  }),
  soak: z.object({
    ...dated,
    seconds: z.number(),
    instances: z.number(),
    requests: z.number(),
    errors: z.number(),
    verdict: z.string(),
    memory: z.object({
      verdicts: z.array(
        z.object({ instance: z.string(), heapGrowth: z.number(), rssGrowth: z.number() }),
      ),
    }),
  }),
};
type Name = keyof typeof schemas;

async function read<N extends Name>(name: N): Promise<z.output<(typeof schemas)[N]> | null> {
  const file = path.join(resultsDir, `${name}.json`);
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  const parsed = schemas[name].safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} has changed shape: ${parsed.error.message}`);
  return parsed.data as z.output<(typeof schemas)[N]>;
}

const round = (value: number, places = 2) => Number(value.toFixed(places));
const rounded = (r: z.output<typeof ratio>) => ({ ...r, value: round(r.value) });

/** Writes bench/results/latest.json from the per-benchmark files; answers its path. */
export async function writeLatestSummary(): Promise<string> {
  const [bundle, lighthouse, api, garage, marketplace, ingest, cashback, soak] = await Promise.all([
    read('bundle'),
    read('lighthouse'),
    read('api'),
    read('garage'),
    read('marketplace'),
    read('ingest'),
    read('cashback'),
    read('soak'),
  ]);
  return writeResults('latest', {
    initialJsGzip: bundle && {
      measured: bundle.date,
      budgetBytes: bundle.budget.maxJsGzipBytes,
      verdict: bundle.budget.verdict,
      routes: Object.fromEntries(
        BUDGETED_ROUTES.map(([page, row]) => [
          page,
          bundle.routes.find((r) => r.route === row)?.jsGzipBytes ?? null,
        ]),
      ),
      largest: Math.max(...bundle.routes.map((row) => row.jsGzipBytes)),
    },
    lighthouse: lighthouse && {
      measured: lighthouse.date,
      target: lighthouse.target,
      verdict: lighthouse.verdict,
      medians: Object.fromEntries(lighthouse.pages.map((p) => [p.page, p.medians])),
      performanceWithCalibratedCpu: Object.fromEntries(
        lighthouse.pages.map((p) => [p.page, p.calibratedPerformance ?? null]),
      ),
      cpuBenchmarkIndex: medianOf(
        lighthouse.pages.flatMap((p) => (p.runs ?? []).flatMap((r) => r.benchmarkIndex ?? [])),
      ),
    },
    api: {
      currentUserToHelloWorld: api && { measured: api.date, ...rounded(api.ratio) },
      myGarageToOneSelect:
        garage &&
        Object.fromEntries(
          garage.cases.map((c) => [c.database, { measured: garage.date, ...rounded(c.ratio) }]),
        ),
      marketplaceHomeToOneSelect:
        marketplace &&
        Object.fromEntries(
          marketplace.cases.map((c) => [
            c.database,
            { measured: marketplace.date, value: round(c.homeRatio), verdict: c.verdict },
          ]),
        ),
      telemetryReadingsPerSecond: ingest && {
        measured: ingest.date,
        value: Math.round(ingest.beside.readingsPerSecond),
        target: ingest.targets.readingsPerSecond,
        verdict: ingest.verdict,
      },
      cashback: cashback && {
        measured: cashback.date,
        feedPerSecond: Math.round(cashback.feed.requestsPerSecond),
        payoutsPerSecond: Math.round(cashback.payouts.requestsPerSecond),
        ledgerBalanced: cashback.ledger.balanced,
        verdict: cashback.verdict,
      },
    },
    soak: soak && {
      measured: soak.date,
      seconds: soak.seconds,
      instances: soak.instances,
      requests: soak.requests,
      errors: soak.errors,
      memoryGrowth: Object.fromEntries(
        soak.memory.verdicts.map((v) => [v.instance, { heap: v.heapGrowth, rss: v.rssGrowth }]),
      ),
      verdict: soak.verdict,
    },
  });
}

/** The middle value (the lower of the two middle ones), or null for none. */
function medianOf(values: number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}
