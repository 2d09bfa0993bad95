import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshot, waitForShellReady } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// A long nickname used to run under the score ring and off the card, and 2,000,000 km pushed
// the chevron out of its tile. At 320 px wide nothing may overflow or overlap.
const app = useAppSuite();

type Box = { x: number; y: number; width: number; height: number };
const box = async (locator: Locator): Promise<Box> => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5;

/** Every descendant of `section` that reaches past the section's right edge. */
const overflowing = (section: Locator) =>
  section.evaluate((root) => {
    const edge = root.getBoundingClientRect().right + 0.5;
    return [...root.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > edge)
      .map((element) => element.outerHTML.slice(0, 80));
  });

async function saveNickname(page: Page, typed: string) {
  await page.goto('/my-garage/vehicle-details');
  const nickname = page.getByLabel('Nickname');
  await nickname.fill(typed);
  await page.getByRole('button', { name: 'Update Details' }).click();
  await page.getByText('Your vehicle details have been updated').waitFor();
  return nickname.inputValue();
}

describe('long text at 320 px wide', () => {
  test('a 200-character nickname is refused, never cut; 40 wrap beside the score ring', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.setViewportSize({ width: 320, height: 700 });
    const long = 'Supercalifragilistic'.repeat(10);
    await page.goto('/my-garage/vehicle-details');
    await page.getByLabel('Nickname').fill(long);
    // Kept as typed, with why it cannot be saved.
    expect(await page.getByLabel('Nickname').inputValue()).toBe(long);
    await page.getByText(/no more than 40 characters/).waitFor();
    expect(await page.getByRole('button', { name: 'Update Details' }).isDisabled()).toBe(true);
    const saved = await saveNickname(page, long.slice(0, 40));
    expect(saved).toHaveLength(40);

    await page.goto('/my-garage');
    await waitForShellReady(page);
    const header = page.getByRole('region', { name: saved });
    const name = header.getByRole('heading', { name: saved, level: 2 });
    const ring = header.getByText(/^Health score: \d+ out of 100$/);
    await name.waitFor();
    expect(overlaps(await box(name), await box(ring.locator('..')))).toBe(false);
    expect(inside(await box(name), await box(header))).toBe(true);
    expect(await overflowing(header)).toEqual([]);
    // Nothing in the odometer tile reaches past the tile's own edge either.
    const tile = header.getByRole('link', { name: /update the odometer/ }).locator('xpath=../..');
    expect(await overflowing(tile)).toEqual([]);
    await screenshot(page, 'garage-long-nickname-320.png');
    expect(problems).toEqual([]);
    await close();
  });
});
