// Lighthouse with its default (mobile) preset: a mid-range phone's screen, a 4x slower CPU and
// a slow 4G link, simulated from one unthrottled load. Six pages: /login and /dealer-mode as a
// visitor opens them, and My Garage, the care plan, the marketplace and cashback as the demo
// owner reaches them from a host app, through a signed launch link (the sign-in, the landing
// order and the page's data all on the measured load). The real server serves the
// production build, as in `npm start`. Scores vary from run to run, so Lighthouse runs
// several times per page, each in a fresh Chromium, and the median per category is judged.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoLaunchLinksResultSchema } from '@ignite/domain/launch/launch-api';
import { PRODUCT } from '@ignite/domain/product';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Benchmark, BenchContext, BenchVerdict } from './lib/benchmark.ts';
import { startIgniteApp } from './lib/ignite-app.ts';
import { calibratedCpuSlowdown } from './lib/cpu-calibration.ts';
import {
  CATEGORIES,
  type Category,
  type RunSummary,
  summarise,
  summariseCalibrated,
} from './lib/lighthouse-report.ts';
import { writeResults } from './lib/results.ts';
import { formatTable } from './lib/table.ts';

type Page = {
  name: string;
  /** Where the page must end up: a redirect elsewhere would score another page. */
  pathname: string;
  /** A fresh address for each run: a launch link's nonce is good for one sign-in. */
  url: (baseUrl: string) => Promise<string>;
};

const LAUNCH_USERNAME = 'owner@demo.ignite';

/** A page a visitor opens directly, signed out. */
function direct(pathname: string): Page {
  return { name: pathname, pathname, url: async (baseUrl) => `${baseUrl}${pathname}` };
}

/**
 * A page the demo owner opens from a host app, through a signed launch link to it: the
 * sign-in, the landing order and the page's data all on the measured load.
 */
function launched(pathname: string): Page {
  return {
    name: `${pathname} (launch link)`,
    pathname,
    url: async (baseUrl) => {
      const url = new URL(await launchLink(baseUrl, LAUNCH_USERNAME));
      if (url.pathname !== '/my-garage') {
        throw new Error(`${LAUNCH_USERNAME}'s launch link opens ${url.pathname}, not /my-garage`);
      }
      url.pathname = pathname;
      return url.href;
    },
  };
}

// The pages scored: the sign-in, the owner's four main areas, and dealer mode as a
// staff member first opens it (its staff sign-in in front of the search).
const PAGES: Page[] = [
  direct('/login'),
  launched('/my-garage'),
  launched('/my-garage/care-plan'),
  launched('/my-marketplace'),
  launched(`/${PRODUCT.slug}`),
  direct('/dealer-mode'),
];
const RUNS = 3;
const ATTEMPTS = 2;
const TARGET_SCORE = 95;
/** The categories held to TARGET_SCORE; best practices is reported beside them. */
const TARGETED: readonly Category[] = ['performance', 'accessibility'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Headless and unsandboxed (containers and CI often cannot provide a sandbox), and without
// Chromium's own background traffic, which needs the internet and would skew the network figures.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const lighthouseBenchmark: Benchmark = { name: 'lighthouse', run };

type PageResult = {
  page: string;
  medians: Record<Category, number>;
  /** The median performance with the CPU slowdown calibrated to this machine (null: none). */
  calibratedPerformance: number | null;
  verdict: BenchVerdict;
  runs: RunSummary[];
};

async function run(context: BenchContext): Promise<BenchVerdict> {
  const app = await startIgniteApp(context);
  await expectBuiltPage(`${app.baseUrl}/login`);
  const results: PageResult[] = [];
  for (const page of PAGES) {
    console.log(`\n--- ${page.name} ---`);
    results.push(await runPage(page, app.baseUrl, context));
  }
  const verdict: BenchVerdict = results.every((r) => r.verdict === 'PASS')
    ? 'PASS'
    : 'BELOW TARGET';
  console.log(
    `\n${formatTable(
      ['page', ...CATEGORIES, 'verdict', 'performance, calibrated CPU'],
      results.map((r) => [
        r.page,
        ...CATEGORIES.map((c) => r.medians[c]),
        r.verdict,
        r.calibratedPerformance ?? 'n/a',
      ]),
      [0, 0, 0, 0, 0, 0],
    )}`,
  );
  console.log(
    '\nThe verdict is on the mobile preset as it comes (4x CPU slowdown). The last column scores the same loads with the slowdown calibrated to this machine (decision 0047).',
  );
  const file = await writeResults('lighthouse', {
    preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)',
    calibrated:
      'the same loads scored again with the CPU slowdown of Lighthouse’s throttling guide for the run’s benchmark index (decision 0047)',
    lighthouseVersion: results[0]?.runs[0]?.lighthouseVersion,
    target: TARGET_SCORE,
    targeted: TARGETED,
    verdict,
    pages: results,
  });
  console.log(`\nResults written to ${path.relative(context.repoRoot, file)}`);
  return verdict;
}

async function runPage(page: Page, baseUrl: string, context: BenchContext): Promise<PageResult> {
  const runs: RunSummary[] = [];
  for (let i = 1; i <= RUNS; i++) {
    process.stdout.write(`Lighthouse run ${i} of ${RUNS}... `);
    const summary = await audit(page, baseUrl, context);
    const scores = CATEGORIES.map((c) => `${c} ${summary.scores[c]}`).join(', ');
    const calibrated = summary.calibrated
      ? `; performance ${summary.calibrated.performance} at a calibrated ${summary.calibrated.cpuSlowdownMultiplier}x`
      : '';
    console.log(`${scores} (CPU benchmark index ${summary.benchmarkIndex}${calibrated})`);
    runs.push(summary);
  }
  const medians = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
  ) as Record<Category, number>;
  const calibratedScores = runs.flatMap((r) => (r.calibrated ? [r.calibrated.performance] : []));
  const calibratedPerformance = calibratedScores.length > 0 ? median(calibratedScores) : null;
  // The run with the median performance score stands for all three in the to-do lists.
  const medianRun = [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[
    Math.floor(RUNS / 2)
  ];
  if (!medianRun) throw new Error('no Lighthouse runs completed');
  const verdict: BenchVerdict = TARGETED.every((c) => medians[c] >= TARGET_SCORE)
    ? 'PASS'
    : 'BELOW TARGET';

  report(page.name, runs, medians, medianRun, verdict);
  return { page: page.name, medians, calibratedPerformance, verdict, runs };
}

/** A signed launch link for a demo persona, from the server in demo mode, on this server. */
async function launchLink(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/demo/launch-links`);
  const parsed = demoLaunchLinksResultSchema.safeParse(await response.json());
  const link = parsed.data?.data.find((l) => l.username === username);
  if (!response.ok || !link) {
    throw new Error(`GET /api/demo/launch-links (${response.status}) has no link for ${username}`);
  }
  // The link names the server's public address; the bench's server is on its own port.
  const url = new URL(link.url, baseUrl);
  return `${baseUrl}${url.pathname}${url.search}`;
}

/** Without a build the server answers 404 and Lighthouse would score an error page. */
async function expectBuiltPage(url: string) {
  const response = await fetch(url);
  const html = await response.text();
  if (!response.ok || !html.includes('<script type="module"')) {
    throw new Error(`${url} answered ${response.status} without the built app: run npm run build`);
  }
}

/**
 * One Lighthouse run in a fresh Chromium. Lighthouse's own advice for a run-time error (such
 * as NO_NAVSTART, a trace it failed to record) is to run again, so that is tried once more;
 * anything else, or a second failure, stops the benchmark.
 */
async function audit(page: Page, baseUrl: string, context: BenchContext): Promise<RunSummary> {
  for (let attempt = 1; ; attempt++) {
    const artifacts = await mkdtemp(path.join(os.tmpdir(), 'ignite-lighthouse-'));
    context.cleanup.add(() => rm(artifacts, { recursive: true, force: true }));
    const lhr = await lighthouseInChromium(await page.url(baseUrl), artifacts, context);
    if (lhr.runtimeError && attempt < ATTEMPTS) {
      process.stdout.write(`(${lhr.runtimeError.code}, running again) `);
      continue;
    }
    const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
    if (!lhr.runtimeError && landedOn !== page.pathname) {
      throw new Error(`${page.name} ended on ${landedOn}: its scores would be another page's`);
    }
    const summary = summarise(lhr);
    const multiplier = calibratedCpuSlowdown(lhr.environment.benchmarkIndex);
    if (multiplier === null) return summary;
    const calibrated = summariseCalibrated(
      await auditCalibrated(artifacts, multiplier),
      multiplier,
    );
    return { ...summary, calibrated };
  }
}

/**
 * The same load scored again with the CPU slowdown calibrated to this machine (decision 0047).
 * The mobile preset's throttling is simulated: the page loads at full speed and the slowdown
 * is applied when scoring, so the saved trace and network log are scored anew, without
 * loading the page again. Lighthouse refuses settings that differ from the gathering's, as
 * they would for throttling it applies while gathering; the saved settings are changed to
 * match, which is true here: the multiplier played no part in the gathering.
 */
async function auditCalibrated(artifacts: string, cpuSlowdownMultiplier: number): Promise<Result> {
  const file = path.join(artifacts, 'artifacts.json');
  const saved = JSON.parse(await readFile(file, 'utf8')) as {
    settings: { throttlingMethod: string; throttling: { cpuSlowdownMultiplier: number } };
  };
  if (saved.settings.throttlingMethod !== 'simulate') {
    throw new Error(`the load was throttled by ${saved.settings.throttlingMethod}, not simulated`);
  }
  saved.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
  await writeFile(file, JSON.stringify(saved));
  const result = await lighthouse(undefined, {
    auditMode: artifacts,
    output: 'json',
    logLevel: 'error',
    // As when gathering: Lighthouse scores only with the settings it gathered with.
    onlyCategories: [...CATEGORIES],
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
  });
  if (!result) throw new Error(`Lighthouse scored nothing from ${artifacts}`);
  return result.lhr;
}

/** One load in a fresh Chromium, scored; what it gathered is saved in `artifacts`. */
async function lighthouseInChromium(
  url: string,
  artifacts: string,
  { cleanup }: BenchContext,
): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
  let killed = false;
  const kill = () => {
    if (!killed) chrome.kill();
    killed = true;
  };
  cleanup.add(kill);
  try {
    // No config: Lighthouse's default config is the mobile preset.
    const result = await lighthouse(url, {
      port: chrome.port,
      gatherMode: artifacts,
      auditMode: artifacts,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function report(
  page: string,
  runs: RunSummary[],
  medians: Record<Category, number>,
  medianRun: RunSummary,
  verdict: BenchVerdict,
) {
  console.log(
    `\nLighthouse ${page}, mobile preset (scores 0-100; target >= ${TARGET_SCORE} for ${TARGETED.join(' and ')})\n`,
  );
  const rows = [
    ...runs.map((r, i) => [`run ${i + 1}`, ...CATEGORIES.map((c) => r.scores[c])]),
    ['median', ...CATEGORIES.map((c) => medians[c])],
  ];
  console.log(formatTable(['', ...CATEGORIES], rows, [0, 0, 0, 0]));
  console.log(`\n${page}: ${verdict}`);

  console.log('\nMetrics of the median run:');
  for (const [id, metric] of Object.entries(medianRun.metrics)) {
    console.log(`  ${id}: ${metric.display}`);
  }
  if (medianRun.calibrated) {
    const { cpuSlowdownMultiplier, performance, metrics } = medianRun.calibrated;
    console.log(
      `\nThe same run at a calibrated ${cpuSlowdownMultiplier}x CPU slowdown: performance ${performance}`,
    );
    for (const [id, metric] of Object.entries(metrics)) console.log(`  ${id}: ${metric.display}`);
  }
  console.log('\nFailing accessibility audits of the median run:');
  if (medianRun.failingAccessibility.length === 0) console.log('  none');
  for (const failing of medianRun.failingAccessibility) {
    console.log(`  ${failing.id}: ${failing.title}`);
    for (const node of failing.nodes) console.log(`      ${node}`);
  }
  console.log('\nTop performance opportunities of the median run:');
  if (medianRun.opportunities.length === 0) console.log('  none');
  for (const o of medianRun.opportunities) {
    const bytes = o.savingsBytes > 0 ? `, ${(o.savingsBytes / 1000).toFixed(0)} KB` : '';
    console.log(`  ${o.id}: ${o.title} (saves ~${o.savingsMs.toFixed(0)} ms${bytes})`);
  }
  for (const warning of new Set(runs.flatMap((r) => r.warnings))) {
    console.log(`\nLighthouse warning: ${warning}`);
  }
  if (medianRun.erroredDiagnostics.length > 0) {
    const ids = medianRun.erroredDiagnostics.join(', ');
    console.log(`\nDiagnostics that could not run (they do not affect the score): ${ids}`);
  }
}
