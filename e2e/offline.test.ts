import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { OFFLINE_SAVE_MESSAGE } from '@ignite/domain/garage/offline-save';
import { SET_ODOMETER_MESSAGES } from '@ignite/domain/garage/set-odometer';
import { seriousViolations } from './accessibility.ts';
import { screenshot, waitForPath, waitForShellReady } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// The app with no network, as an owner found it: the timeline was an endless placeholder, and
// saving the odometer said the server had failed ("close the app... contact your dealership")
// when nothing had reached the server at all. Each test builds on the last.
const app = useAppSuite();

const offlineHeading = (page: Page) =>
  page.getByRole('heading', { name: 'You are offline', level: 2 });

async function openTimeline(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Timeline' })
    .click();
  await waitForPath(page, '/timeline');
}

/** Screenshots at 390 and 320 wide, with `focus` (what the page says) in view at both. */
async function bothSizes(page: Page, name: string, focus: Locator) {
  await focus.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}.png`);
  await page.setViewportSize({ width: 320, height: 640 });
  await focus.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-320.png`);
  await page.setViewportSize({ width: 390, height: 844 });
}

describe('offline', () => {
  test('the timeline says it is offline and loads by itself once back online', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    // The page's code is in the browser's cache from an earlier visit; its data is not.
    await openTimeline(page);
    await page.getByText('Odometer updated').first().waitFor();
    await page.goto('/my-garage');
    await waitForShellReady(page);

    await page.context().setOffline(true);
    await openTimeline(page);
    await offlineHeading(page).waitFor({ timeout: 5000 });
    await page
      .getByText(
        'Your timeline has not loaded yet. It will load by itself when you are back online, or tap Retry.',
      )
      .waitFor();
    expect(await page.getByRole('progressbar', { name: 'Loading' }).count()).toBe(0);
    await bothSizes(page, 'timeline-offline', offlineHeading(page));
    expect(await seriousViolations(page)).toEqual([]);
    // Retry while still offline changes nothing: the notice stays.
    await page.getByRole('button', { name: 'Retry' }).click();
    await offlineHeading(page).waitFor();

    await page.context().setOffline(false);
    await page.getByText('Odometer updated').first().waitFor();
    expect(await offlineHeading(page).count()).toBe(0);
    expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await close();
  });

  test('offline with the timeline loaded, it shows what it has and says it will update', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await openTimeline(page);
    await page.getByText('Odometer updated').first().waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Garage' })
      .click();
    await waitForPath(page, '/my-garage');

    await page.context().setOffline(true);
    await openTimeline(page);
    await page
      .getByText(
        'This is your timeline as it was last loaded. It will update by itself when you are back online.',
      )
      .waitFor();
    await page.getByText('Odometer updated').first().waitFor();
    await screenshot(page, 'timeline-offline-cached.png');
    await page.context().setOffline(false);
    await expect.poll(() => offlineHeading(page).count()).toBe(0);
    expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await close();
  });

  test('an odometer saved offline says so, keeps the reading, and saves it once online', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.goto('/my-garage/set-odometer');
    await waitForShellReady(page);
    const field = page.getByRole('textbox', { name: 'Odometer (km)' });
    await field.waitFor();

    await page.context().setOffline(true);
    await field.fill('58000');
    await field.blur();
    await page.getByRole('button', { name: 'Update Odometer' }).click();
    await page.getByText(OFFLINE_SAVE_MESSAGE).waitFor();
    // Not the words for a server failure, and nothing lost: the reading is still there.
    expect(await page.getByText(SET_ODOMETER_MESSAGES.failed).count()).toBe(0);
    expect(await field.inputValue()).toBe('58,000');
    expect(new URL(page.url()).pathname).toBe('/my-garage/set-odometer');
    await bothSizes(page, 'odometer-offline', page.getByText(OFFLINE_SAVE_MESSAGE));
    expect(await seriousViolations(page)).toEqual([]);

    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Update Odometer' }).click();
    await waitForPath(page, '/my-garage');
    await page.getByText(SET_ODOMETER_MESSAGES.updated).waitFor();
    await page.getByRole('region', { name: 'The RAV' }).getByText('58,000').waitFor();
    expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await close();
  });
});
