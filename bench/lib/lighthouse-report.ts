// Boils a Lighthouse result (LHR) down to what the web engineer acts on: the category scores,
// the core metrics, the accessibility audits that fail and the performance opportunities with
// the largest estimated savings.
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
/** Enough for a to-do list; the rest are in the JSON. */
const TOP_OPPORTUNITIES = 5;
const NODES_PER_AUDIT = 3;
/**
 * A page that never got past its splash (three elements) scores beautifully: nothing loads,
 * nothing blocks. Every real page here has hundreds of elements; the login form, the smallest, has
 * about sixty.
 */
export const MIN_DOM_ELEMENTS = 25;

export type FailingAudit = { id: string; title: string; score: number; nodes: string[] };
export type Opportunity = {
  id: string;
  title: string;
  savingsMs: number;
  savingsBytes: number;
  displayValue: string;
};
export type RunSummary = {
  lighthouseVersion: string;
  /**
   * Lighthouse's measure of this machine's CPU (higher is faster): the 4x slowdown of the
   * mobile preset is applied to it, so scores of two machines compare only beside it.
   */
  benchmarkIndex: number;
  /** 0 to 100, as Lighthouse shows them. */
  scores: Record<Category, number>;
  metrics: Record<string, { value: number; display: string }>;
  failingAccessibility: FailingAudit[];
  opportunities: Opportunity[];
  warnings: string[];
  erroredDiagnostics: string[];
  /** The same load scored with the CPU slowdown calibrated to this machine (decision 0047). */
  calibrated?: CalibratedSummary;
};

export type CalibratedSummary = {
  cpuSlowdownMultiplier: number;
  performance: number;
  metrics: Record<string, { value: number; display: string }>;
};

export function summarise(lhr: Result): RunSummary {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  // The mobile preset is the point of the figure: a silently different config would not be it.
  const { formFactor, throttlingMethod } = lhr.configSettings;
  if (formFactor !== 'mobile' || throttlingMethod !== 'simulate') {
    throw new Error(`Lighthouse ran as ${formFactor}/${throttlingMethod}, not mobile/simulate`);
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      // A null score means the category could not be computed (e.g. the page did not paint).
      if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
      return [id, Math.round(score * 100)];
    }),
  ) as Record<Category, number>;
  const domElements = lhr.audits['dom-size']?.numericValue;
  if (typeof domElements !== 'number' || domElements < MIN_DOM_ELEMENTS) {
    throw new Error(
      `The page has ${domElements ?? 'no count of'} elements (fewer than ${MIN_DOM_ELEMENTS}): it did not draw, so its scores mean nothing`,
    );
  }
  const errored = CATEGORIES.flatMap((c) => auditsOf(lhr, c)).filter(
    ({ audit }) => audit.scoreDisplayMode === 'error',
  );
  // An audit that counts towards a score but could not run would make that score meaningless.
  const weighted = errored.filter(({ ref }) => ref.weight > 0);
  if (weighted.length > 0) {
    const ids = weighted.map(({ audit }) => `${audit.id} (${audit.errorMessage ?? 'no message'})`);
    throw new Error(`Lighthouse audits that count towards the score failed: ${ids.join(', ')}`);
  }
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    scores,
    metrics: metricsOf(lhr),
    failingAccessibility: failingAccessibility(lhr),
    opportunities: opportunities(lhr),
    warnings: lhr.runWarnings.map(String),
    // Unweighted diagnostics (no effect on the score) that could not run, e.g. when this
    // Lighthouse release does not understand a newer Chromium's trace.
    erroredDiagnostics: errored.map(({ audit }) => audit.id),
  };
}

/**
 * A load scored again with another CPU slowdown: its performance and metrics. Throws unless
 * Lighthouse scored it with that slowdown, on the mobile preset otherwise.
 */
export function summariseCalibrated(lhr: Result, cpuSlowdownMultiplier: number): CalibratedSummary {
  const { formFactor, throttlingMethod, throttling } = lhr.configSettings;
  if (
    formFactor !== 'mobile' ||
    throttlingMethod !== 'simulate' ||
    throttling.cpuSlowdownMultiplier !== cpuSlowdownMultiplier
  ) {
    throw new Error(
      `Lighthouse scored ${formFactor}/${throttlingMethod} at ${throttling.cpuSlowdownMultiplier}x, not mobile/simulate at ${cpuSlowdownMultiplier}x`,
    );
  }
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('Lighthouse gave no calibrated performance score');
  return { cpuSlowdownMultiplier, performance: Math.round(score * 100), metrics: metricsOf(lhr) };
}

function metricsOf(lhr: Result): Record<string, { value: number; display: string }> {
  return Object.fromEntries(
    METRICS.map((id) => {
      const audit = lhr.audits[id];
      return [id, { value: audit?.numericValue ?? NaN, display: audit?.displayValue ?? 'n/a' }];
    }),
  );
}

function auditsOf(lhr: Result, category: Category) {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs.flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    return audit ? [{ ref, audit }] : [];
  });
}

function failingAccessibility(lhr: Result): FailingAudit[] {
  return auditsOf(lhr, 'accessibility')
    .filter(({ ref, audit }) => ref.weight > 0 && audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(({ audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score ?? 0,
      nodes: failingNodes(audit.details).slice(0, NODES_PER_AUDIT),
    }));
}

/** The elements an audit flags, as their selector and HTML snippet. */
function failingNodes(details: Result['audits'][string]['details']): string[] {
  if (!details || !('items' in details) || !Array.isArray(details.items)) return [];
  return details.items.flatMap((item: unknown) => {
    const node = typeof item === 'object' && item !== null && 'node' in item ? item.node : null;
    if (typeof node !== 'object' || node === null) return [];
    const selector = 'selector' in node && typeof node.selector === 'string' ? node.selector : '';
    const snippet = 'snippet' in node && typeof node.snippet === 'string' ? node.snippet : '';
    return [`${selector} ${snippet}`.trim()];
  });
}

function opportunities(lhr: Result): Opportunity[] {
  return auditsOf(lhr, 'performance')
    .flatMap(({ audit }) => {
      const details = audit.details;
      if (details?.type !== 'opportunity' || audit.score === null || audit.score >= 0.9) return [];
      const savingsMs = details.overallSavingsMs ?? 0;
      const savingsBytes = details.overallSavingsBytes ?? 0;
      if (savingsMs <= 0 && savingsBytes <= 0) return [];
      const displayValue = audit.displayValue ?? '';
      return [{ id: audit.id, title: audit.title, savingsMs, savingsBytes, displayValue }];
    })
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
    .slice(0, TOP_OPPORTUNITIES);
}
