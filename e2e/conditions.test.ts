import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, waitForPath } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// What went wrong before: a dismissed recall read 'Healthy!' with a full green bar; a
// disabled monitor read 'Healthy!'; the banner and the tiles could disagree; dismiss and
// resolve left no history and said nothing. Each test builds on the state the previous one
// left.
const app = useAppSuite();

const itemPath = (slug: string) => `/my-garage/care-plan/item/condition/${slug}`;

function tile(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Condition monitors' })
    .getByRole('listitem', { name, exact: true });
}

/** The names the alert banner lists (none when there is no banner). */
async function bannerNames(page: Page): Promise<string[]> {
  const banner = page.locator('section[aria-labelledby="garage-alert-heading"]');
  if ((await banner.count()) === 0) return [];
  const links = await banner.getByRole('link').allInnerTexts();
  // Each link reads 'Name: state' (the state for screen readers only).
  return links.map((text) => (text.split(':')[0] ?? '').trim());
}

/** The state label each tile shows, by name. */
async function tileLabels(page: Page): Promise<Record<string, string>> {
  // The tiles are drawn one per frame (decision 0043): Wash, the last, means all are there.
  await tile(page, 'Wash').waitFor();
  const tiles = page.getByRole('region', { name: 'Condition monitors' }).getByRole('listitem');
  const entries = await tiles.evaluateAll((items) =>
    items.map((item) => [
      item.querySelector('h3')?.textContent ?? '',
      item.querySelector('h3')?.nextElementSibling?.textContent ?? '',
    ]),
  );
  return Object.fromEntries(entries);
}

/** Every tile that asks for attention is in the banner, and nothing else is. */
async function expectBannerToAgreeWithTiles(page: Page, dismissed: string[]) {
  const labels = await tileLabels(page);
  const needingAttention = Object.entries(labels)
    .filter(([name, label]) => {
      if (['Overdue', 'Due'].includes(label)) return true;
      return ['Recall issued', 'Issue detected'].includes(label) && !dismissed.includes(name);
    })
    .map(([name]) => name);
  expect((await bannerNames(page)).sort()).toEqual(needingAttention.sort());
}

/** The vehicle's history lists an item with this title. */
async function expectInHistory(page: Page, title: string) {
  await page.goto('/my-garage/history');
  await page.getByText(title, { exact: true }).first().waitFor();
}

describe('condition states at 390x844', () => {
  test('a dismissed recall leaves the banner but still reads as an open recall', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    expect(await bannerNames(page)).toContain('Recall');
    await page.goto(itemPath('recall'));
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByText('Recall alert hidden. It stays open until it is resolved.').waitFor();
    await waitForPath(page, '/my-garage');

    await tile(page, 'Recall').waitFor();
    expect(await bannerNames(page)).not.toContain('Recall');
    const recall = tile(page, 'Recall');
    await recall.getByText('Recall issued', { exact: true }).waitFor();
    expect(await recall.getByText('Healthy!').count()).toBe(0);
    await expectBannerToAgreeWithTiles(page, ['Recall']);

    await page.goto('/my-garage/condition-settings');
    const settingsRow = page.getByRole('listitem').filter({ hasText: 'Recall' });
    await settingsRow.getByText('Recall issued').waitFor();
    expect(await page.getByText('OK', { exact: true }).count()).toBe(0);

    // Still open: the item page offers Resolve, not Dismiss again.
    await page.goto(itemPath('recall'));
    await page.getByRole('button', { name: 'Resolve' }).waitFor();
    expect(await page.getByRole('button', { name: 'Dismiss' }).count()).toBe(0);
    await expectInHistory(page, 'Recall notice dismissed');
    expect(problems).toEqual([]);
    await close();
  });

  test('resolving an issue leaves the state its schedule says, and the banner agrees', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.goto(itemPath('battery'));
    await page.getByRole('button', { name: 'Resolve' }).click();
    await page.getByText('Battery marked as resolved').waitFor();
    await waitForPath(page, '/my-garage');
    await tile(page, 'Battery').waitFor();
    const battery = (await tileLabels(page)).Battery;
    expect(battery).not.toBe('Issue detected');
    await expectBannerToAgreeWithTiles(page, ['Recall']);
    await expectInHistory(page, 'Battery issue resolved');
    expect(problems).toEqual([]);
    await close();
  });

  test('a switched-off monitor shows as switched off, not healthy', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    const wash = tile(page, 'Wash');
    await wash.getByText('Disabled', { exact: true }).waitFor();
    await wash.getByText('Switched off', { exact: true }).waitFor();
    expect(await wash.getByText('Healthy!').count()).toBe(0);
    expect(await wash.getByRole('meter').getAttribute('aria-valuenow')).toBe('0');
    await wash.scrollIntoViewIfNeeded();
    await screenshot(page, 'garage-conditions.png');
    expect(problems).toEqual([]);
    await close();
  });

  test('mark done says so and leaves a history item', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.goto(itemPath('brakes'));
    await page.getByRole('button', { name: 'Mark done' }).click();
    await page.getByText('Brakes marked as done').waitFor();
    await expectInHistory(page, 'Brakes marked done');
    expect(problems).toEqual([]);
    await close();
  });
});
