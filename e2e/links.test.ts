import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { violationsNow } from './accessibility.ts';
import { requestsInFlight, screenshot, settled as drawnWhole } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// No link in the app may lead to a 404, and every page passes axe-core with no serious or
// critical violation. Each persona's pages are walked from where they land, following every
// link on every page reached.
const app = useAppSuite();

/** The app's own paths linked from the page as it is now. */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => `${url.pathname}${url.search}`);
}

/**
 * Waits until the page has drawn its content: a heading, its data in, and then its lower
 * sections, which come one per frame (decision 0043) and hold links too. A request that a
 * drawn section starts is waited for as well.
 */
async function settled(page: Page, inFlight: () => number) {
  await page.locator('h1, h2').first().waitFor();
  do {
    await expect.poll(inFlight).toBe(0);
    await drawnWhole(page);
  } while (inFlight() > 0);
}

/**
 * A link's page: its path with ids in place of uuids. The marketplace links some sixty offers
 * from its home alone, all one page built from ids the API itself answered: the first link to
 * each page is walked, the others would only repeat it.
 */
const pageOf = (link: string) =>
  link.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id');

/**
 * The page as it is drawn in the other theme: the theme is the class on <html> and nothing
 * else (no component reads it but the avatar menu's own label), so switching the class is
 * what switching in the menu does to every colour on the page.
 */
async function inTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((wanted) => {
    const root = document.documentElement;
    root.classList.toggle('dark', wanted === 'dark');
    root.classList.toggle('light', wanted === 'light');
    document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', wanted);
  }, theme);
  // Colours that ease into the new theme are measured once they have arrived.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
}

/**
 * Walks every page the persona can reach, checking each for a 404 and for serious accessibility
 * violations: every rule in the first of `themes`, the colour rules in the others (decision
 * 0049). One walk serves both themes.
 */
async function walk(username: string, landsOn: string, themes: ('dark' | 'light')[] = ['dark']) {
  const { page, problems, close } = await app.signedIn(username, landsOn);
  const inFlight = requestsInFlight(page);
  const queue = [landsOn];
  const seen = new Set(queue);
  const pagesWalked = new Set(queue.map(pageOf));
  const notFound: string[] = [];
  const violations: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    await page.goto(path);
    await settled(page, inFlight);
    if (await page.locator('#not-found-heading').isVisible()) notFound.push(path);
    for (const [index, theme] of themes.entries()) {
      await inTheme(page, theme);
      // The page is drawn whole by now; another theme changes its colours and nothing else.
      const rules = index === 0 ? 'every rule' : 'colour rules';
      for (const line of await violationsNow(page, rules)) {
        violations.push(`${path} (${theme}): ${line}`);
      }
    }
    for (const link of await linksOn(page)) {
      if (seen.has(link)) continue;
      seen.add(link);
      // A document (a signed PDF link) is fetched, not walked: it has no links of its own.
      if (link.startsWith('/api/')) {
        if ((await page.request.get(link)).status() !== 200) notFound.push(link);
      } else if (!pagesWalked.has(pageOf(link))) {
        pagesWalked.add(pageOf(link));
        queue.push(link);
      }
    }
  }
  await close();
  return { visited: [...seen], notFound, violations, problems };
}

describe('every link a persona can follow', () => {
  test('owner@demo.ignite: no 404, no serious accessibility violation in dark or light', async () => {
    const result = await walk('owner@demo.ignite', '/my-garage', ['dark', 'light']);
    expect(result.visited.length).toBeGreaterThan(10);
    expect(result.notFound).toEqual([]);
    expect(result.violations).toEqual([]);
    expect(result.problems).toEqual([]);
    // Some eighty pages, each checked twice: longer than a browser test's usual 120 s. It took
    // 230 s in CI on a slower 2-core machine (28 November), so the limit leaves room for one.
  }, 600_000);

  test('generic@demo.ignite: Unlock Rewards opens the change of dealership', async () => {
    const result = await walk('generic@demo.ignite', '/my-garage/set-odometer');
    expect(result.visited).toContain('/my-garage/dealership/change');
    expect(result.notFound).toEqual([]);
    expect(result.violations).toEqual([]);
    expect(result.problems).toEqual([]);

    const { page, close } = await app.signedIn('generic@demo.ignite', '/my-garage/set-odometer');
    await page.goto('/my-garage');
    await page.getByRole('link', { name: 'Unlock Rewards' }).click();
    await page.getByRole('heading', { name: 'Choose your dealership' }).waitFor();
    await page.getByLabel('Reward code').waitFor();
    await screenshot(page, 'unlock-rewards.png');
    await close();
    // Some thirty pages: 34 s alone, but more than 120 s in CI beside other browser tests.
  }, 300_000);

  test('an unknown guide topic shows the same not-found page as an unknown address', async () => {
    const { page, close } = await app.signedIn('owner@demo.ignite');
    const shapeOf = async (path: string) => {
      await page.goto(path);
      const heading = page.locator('#not-found-heading');
      await heading.waitFor();
      const section = page.locator('section[aria-labelledby="not-found-heading"]');
      return {
        text: await section.innerText(),
        headingSize: await heading.evaluate((node) => getComputedStyle(node).fontSize),
      };
    };
    const unknownAddress = await shapeOf('/no-such-page');
    expect(await shapeOf('/my-garage/more-info/no-such-topic')).toEqual(unknownAddress);
    expect(await shapeOf('/my-garage/care-plan/item/condition/no-such-condition')).toEqual(
      unknownAddress,
    );
    await close();
  });
});
