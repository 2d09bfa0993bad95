import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { settled } from './helpers.ts';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeResults = {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: string[] }[];
  }[];
};

/** The rules whose outcome a page's colours alone decide: all another theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical axe-core violations on the page once it has settled, one line each
 * ('color-contrast: Elements must meet ... at .button'), so a failing test names them.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  return violationsNow(page, 'every rule');
}

/**
 * The serious and critical violations of the page as it is drawn now, without waiting for it
 * to settle. 'colour rules' is for a page already scanned whole whose colours alone have changed
 * since (another theme: decision 0049): the same elements, so only the colour rules can differ.
 */
export async function violationsNow(
  page: Page,
  rules: 'every rule' | 'colour rules',
): Promise<string[]> {
  // Evaluated through the debugger protocol, so the app's Content-Security-Policy allows it;
  // once per document, as a second scan of the same page (the other theme) needs no second copy.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    // axe is the global the script above defines.
    (only) =>
      (window as unknown as { axe: { run(options: object): Promise<AxeResults> } }).axe.run(
        only ? { runOnly: { type: 'rule', values: only } } : {},
      ),
    rules === 'colour rules' ? COLOUR_RULES : null,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
