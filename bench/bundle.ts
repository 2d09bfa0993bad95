// Initial JavaScript per route: what a first visit to each route downloads, gzip-compressed,
// from the production build. That is the entry chunk, the chunks main.tsx starts the app with
// (the router among them) and their static imports, plus the route's lazily loaded modules (its page and any lazy layout above
// it) and their static imports.
// Sizes are gzip level 9 of the files in dist/assets, i.e. what a compressing server or CDN
// would send; 1 KB = 1000 bytes, the stricter reading of the budget. Every row is held to the
// budget: each route, each lazy chunk no route reaches (measured with the entry), and the
// journeys below, which add what the guards load on the way (decision 0018).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Benchmark, BenchContext, BenchVerdict } from './lib/benchmark.ts';
import { writeResults } from './lib/results.ts';
import { formatTable } from './lib/table.ts';
import {
  type Manifest,
  entryKey,
  keyOfModule,
  readManifest,
  staticClosure,
} from './lib/vite-manifest.ts';
import { readWebRoutes } from '../apps/web/web-routes.ts';
import { startChunkKeys } from '../apps/web/preload-start-chunks.ts';

const BUDGET_GZIP_BYTES = 200_000;
/**
 * A first visit that loads more than its route: a launch into My Garage imports the landing
 * order alongside its sign-in (the launch sign-in itself starts the app, decision 0046). Lighthouse opens
 * /my-garage this way.
 */
const JOURNEYS = [
  {
    name: '/my-garage via a launch link',
    route: '/my-garage',
    extra: ['src/app/landing.ts'],
  },
];
type Chunk = { file: string; bytes: number; gzipBytes: number };
type RouteBundle = {
  route: string;
  /** The route's lazy modules (manifest keys), outermost first. */
  modules: string[];
  jsBytes: number;
  jsGzipBytes: number;
  /** What it adds to the entry and the entry's imports, which every route shares. */
  ownJsGzipBytes: number;
  chunks: Chunk[];
};

export const bundleBenchmark: Benchmark = { name: 'bundle', run };

async function run({ repoRoot }: BenchContext): Promise<BenchVerdict> {
  const webRoot = path.join(repoRoot, 'apps/web');
  const distDir = path.join(webRoot, 'dist');
  const manifest = await readManifest(path.join(distDir, '.vite/manifest.json'));
  const routes = readWebRoutes(path.join(webRoot, 'src/app/router.tsx')).map((route) => ({
    route: route.path,
    modules: route.modules.map((module) => keyOfModule(manifest, webRoot, module)),
  }));
  // A lazy chunk no parsed route reaches (a layout whose children are computed, a page behind
  // import.meta.glob, a dialog loaded on demand) still gets a row, named by its file, so what
  // the parse cannot attribute shows up rather than silently dropping out of the table.
  // Loaded by every first visit with the entry: the chunks main.tsx starts the app with, in
  // tasks of their own, which index.html names (decisions 0045 and 0046).
  const boot = startChunkKeys(manifest, await readFile(path.join(distDir, 'index.html'), 'utf8'));
  const routed = new Set([...boot, ...routes.flatMap((r) => r.modules)]);
  for (const key of Object.keys(manifest)) {
    if (manifest[key]?.isDynamicEntry && !routed.has(key)) {
      routes.push({ route: `(${path.basename(key)})`, modules: [key] });
    }
  }

  for (const journey of JOURNEYS) {
    const base = routes.find((r) => r.route === journey.route);
    if (!base)
      throw new Error(`no route ${journey.route} found in router.tsx for "${journey.name}"`);
    const extra = journey.extra.map((file) =>
      keyOfModule(manifest, webRoot, path.join(webRoot, file)),
    );
    routes.push({ route: journey.name, modules: [...base.modules, ...extra] });
  }

  const sizes = new ChunkSizes(distDir);
  const entry = entryKey(manifest);
  const shared = await sizes.of(jsFiles(manifest, staticClosure(manifest, [entry, ...boot])));
  const bundles: RouteBundle[] = [];
  for (const { route, modules } of routes) {
    const chunks = await sizes.of(
      jsFiles(manifest, staticClosure(manifest, [entry, ...boot, ...modules])),
    );
    bundles.push({
      route,
      modules,
      jsBytes: sum(chunks.map((c) => c.bytes)),
      jsGzipBytes: sum(chunks.map((c) => c.gzipBytes)),
      ownJsGzipBytes: sum(chunks.filter((c) => !shared.includes(c)).map((c) => c.gzipBytes)),
      chunks,
    });
  }
  if (!bundles.some((b) => b.route === '/login')) {
    throw new Error('no route /login found in router.tsx: the route parse lost its way');
  }
  const over = bundles.filter((b) => b.jsGzipBytes > BUDGET_GZIP_BYTES);
  const verdict: BenchVerdict = over.length === 0 ? 'PASS' : 'OVER BUDGET';

  report(bundles, over, verdict);
  const largest = bundles.reduce((a, b) => (b.jsGzipBytes > a.jsGzipBytes ? b : a));
  const file = await writeResults('bundle', {
    entry: manifest[entry]?.file,
    entryJsGzipBytes: sum(shared.map((c) => c.gzipBytes)),
    budget: {
      routes: 'every row',
      maxJsGzipBytes: BUDGET_GZIP_BYTES,
      largest: { route: largest.route, jsGzipBytes: largest.jsGzipBytes },
      overBudget: over.map((b) => ({ route: b.route, jsGzipBytes: b.jsGzipBytes })),
      verdict,
    },
    routes: bundles,
  });
  console.log(`\nResults written to ${path.relative(repoRoot, file)}`);
  return verdict;
}

function jsFiles(manifest: Manifest, keys: string[]): string[] {
  const files = keys.map((key) => manifest[key]?.file ?? '');
  return [...new Set(files)].filter((file) => file.endsWith('.js'));
}

/** Reads and compresses each output file once, however many routes share it. */
class ChunkSizes {
  private readonly known = new Map<string, Chunk>();

  constructor(private readonly distDir: string) {}

  async of(files: string[]): Promise<Chunk[]> {
    const chunks: Chunk[] = [];
    for (const file of files) {
      let chunk = this.known.get(file);
      if (!chunk) {
        const content = await readFile(path.join(this.distDir, file));
        chunk = { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
        this.known.set(file, chunk);
      }
      chunks.push(chunk);
    }
    return chunks;
  }
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function report(bundles: RouteBundle[], over: RouteBundle[], verdict: BenchVerdict) {
  const kb = (bytes: number) => bytes / 1000;
  const rows = bundles.map((b) => [
    b.jsGzipBytes > BUDGET_GZIP_BYTES ? `${b.route} OVER` : b.route,
    kb(b.jsGzipBytes),
    kb(b.ownJsGzipBytes),
    kb(b.jsBytes),
    b.chunks.length,
  ]);
  console.log('\nInitial JavaScript per route (first visit; 1 KB = 1000 bytes)');
  console.log(
    'own: beyond the entry and its imports; (file): a lazy chunk no route reaches; files in JSON\n',
  );
  const headers = ['route', 'KB gzip', 'own', 'KB raw', 'chunks'];
  console.log(formatTable(headers, rows, [0, 1, 1, 1, 0]));
  const largest = Math.max(...bundles.map((b) => b.jsGzipBytes));
  console.log(
    `\nEvery row against the budget of ${kb(BUDGET_GZIP_BYTES)} KB gzip: ${verdict} ` +
      `(largest ${kb(largest).toFixed(1)} KB)`,
  );
  for (const b of over) {
    const excess = kb(b.jsGzipBytes - BUDGET_GZIP_BYTES).toFixed(2);
    console.log(`  ${b.route}: ${kb(b.jsGzipBytes).toFixed(1)} KB, ${excess} KB over`);
  }
}
