import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { screenshot, waitForPath, waitForShellReady } from './helpers.ts';
import { textLineCount } from './line-count.ts';
import { useAppSuite } from './suite.ts';

// A typo of eleven digits used to be cut to 2,000,000 and saved; readings never go down,
// so from then on the odometer was locked for good. Each test builds on the last.
const app = useAppSuite();

const field = (page: Page) => page.getByRole('textbox', { name: 'Odometer (km)' });

async function openSetOdometer(page: Page) {
  await page.goto('/my-garage/set-odometer');
  await waitForShellReady(page);
  await field(page).waitFor();
}

async function typeReading(page: Page, reading: string) {
  await field(page).fill(reading);
  await field(page).blur();
}

describe('the odometer at 390x844', () => {
  test('a typo above 2,000,000 km is refused with a message, never cut down and saved', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await openSetOdometer(page);
    await typeReading(page, '99999999999');
    expect(await field(page).inputValue()).toBe('99,999,999,999');
    await page.getByText('The odometer cannot be more than 2,000,000 km').waitFor();
    expect(await page.getByRole('button', { name: 'Update Odometer' }).isDisabled()).toBe(true);
    await screenshot(page, 'set-odometer-too-high.png');
    expect(problems).toEqual([]);
    await close();
  });

  test('a far jump asks first; No saves nothing, Yes saves it', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await openSetOdometer(page);
    await typeReading(page, '1999999');
    await page.getByRole('button', { name: 'Update Odometer' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog
      .getByText(/^That is 1,942,699 km more than the last reading of 57,300 km\./)
      .waitFor();
    // Side by side at 390 px; at 320 px the two answers stack rather than break ("No, check"
    // above "it").
    await screenshot(page, 'odometer-far-jump.png');
    await page.setViewportSize({ width: 320, height: 640 });
    for (const answer of ['No, check it', 'Yes, save it']) {
      expect(await textLineCount(dialog.getByRole('button', { name: answer })), answer).toBe(1);
    }
    await screenshot(page, 'odometer-far-jump-320.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole('button', { name: 'No, check it' }).click();
    expect(new URL(page.url()).pathname).toBe('/my-garage/set-odometer');
    // Back to the reading to fix it: no error, the reading in focus.
    await expect
      .poll(() => field(page).evaluate((input) => input === document.activeElement))
      .toBe(true);
    expect(await page.getByText(GENERIC_ERROR_MESSAGE).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);

    await page.getByRole('button', { name: 'Update Odometer' }).click();
    await dialog.getByRole('button', { name: 'Yes, save it' }).click();
    await waitForPath(page, '/my-garage');
    await page.getByRole('region', { name: 'The RAV' }).getByText('1,999,999').waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('a lower reading says why it is refused; the owner corrects the mistake', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await openSetOdometer(page);
    await typeReading(page, '57400');
    // It stays as typed, with the reason, instead of snapping back.
    expect(await field(page).inputValue()).toBe('57,400');
    await page
      .getByText(
        /^The odometer cannot be less than the current reading of 1,999,999 km\. If that reading was a mistake, correct it instead\.$/,
      )
      .waitFor();

    await page.getByRole('button', { name: 'The last reading was wrong' }).click();
    await typeReading(page, '57400');
    await page.getByRole('button', { name: 'Correct the reading' }).click();
    await page.getByText('The reading has been corrected').waitFor();
    await waitForPath(page, '/my-garage');
    await page.getByRole('region', { name: 'The RAV' }).getByText('57,400').waitFor();

    await page.goto('/my-garage/history');
    await page.getByText('Odometer reading corrected').waitFor();
    await page.getByText('From 1,999,999 km to 57,400 km').waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('the generic persona, sent here after sign-in, is told why', async () => {
    const { page, problems, close } = await app.signedIn(
      'generic@demo.ignite',
      '/my-garage/set-odometer',
    );
    await page
      .getByText(
        /^Your last reading was on \d{2}-[A-Z][a-z]{2}-\d{4}\. A current reading keeps your service reminders on time\.$/,
      )
      .waitFor();
    await screenshot(page, 'set-odometer.png');
    expect(problems).toEqual([]);
    await close();
  });
});
