import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { waitForPath } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// A page opened from a scrolled garage used to open half way down, and Back did not return to
// where the owner was. The shell's page area is what scrolls.
const app = useAppSuite();

const pageArea = (page: Page) => page.locator('main');
const scrollTop = (page: Page) => pageArea(page).evaluate((main) => main.scrollTop);

async function scrollGarageToBrakes(page: Page) {
  const brakes = page
    .getByRole('region', { name: 'Condition monitors' })
    .getByRole('listitem', { name: 'Brakes', exact: true });
  await brakes.scrollIntoViewIfNeeded();
  const top = await scrollTop(page);
  expect(top).toBeGreaterThan(200);
  return { brakes, top };
}

describe('scroll positions at 390x844', () => {
  test('a new page starts at the top; the header Back returns to where the owner was', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    const { brakes, top } = await scrollGarageToBrakes(page);
    await brakes.getByRole('link', { name: /Manage/ }).click();
    await waitForPath(page, '/my-garage/care-plan/item/condition/brakes');
    await page.getByRole('heading', { name: 'Brakes', level: 2 }).waitFor();
    expect(await scrollTop(page)).toBe(0);

    await page.getByRole('button', { name: 'Back' }).click();
    await waitForPath(page, '/my-garage');
    await expect.poll(() => scrollTop(page)).toBe(top);
    expect(problems).toEqual([]);
    await close();
  });

  test("the browser's Back returns there too, and a link to the garage starts at the top", async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    const { brakes, top } = await scrollGarageToBrakes(page);
    await brakes.getByRole('link', { name: /Manage/ }).click();
    await waitForPath(page, '/my-garage/care-plan/item/condition/brakes');
    await page.goBack();
    await waitForPath(page, '/my-garage');
    await expect.poll(() => scrollTop(page)).toBe(top);

    await page.getByRole('link', { name: 'Settings' }).first().click();
    await waitForPath(page, '/my-garage/settings');
    expect(await scrollTop(page)).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
