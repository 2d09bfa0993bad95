import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './accessibility.ts';
import { screenshot, waitForShellReady } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// The service record to hand on: the owner downloads it as a PDF and shares a link a buyer
// opens without signing in, showing the car and its care and nothing about the owner; turned
// off, the link says so. The history page prints without the app's chrome.
const app = useAppSuite();

const CLOSED = 'This service record link has expired or been turned off';
/** What the buyer must never read: Olivia's name, sign-in, the car's nickname, a mobile. */
const OWNERS_OWN = ['Olivia', 'Nguyen', 'owner@demo.ignite', 'The RAV'];
const MOBILE = /(\+61\s?4|\b04)\d{2}\s?\d{3}\s?\d{3}/;

async function openHistory(page: Page) {
  await page.goto('/my-garage/history');
  await waitForShellReady(page);
  await page.getByRole('button', { name: 'Share with a buyer' }).waitFor();
}

/**
 * How far the record reaches past the screen's right edge: 0 when nothing is wider than the
 * screen. Measured on the record's own elements: the bare screen's glow reaches past the edge
 * on purpose, clipped.
 */
const sideways = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const edge = main.getBoundingClientRect().left + main.clientWidth;
    const rights = [...main.querySelectorAll('section, section *')].map(
      (element) => element.getBoundingClientRect().right,
    );
    return Math.max(0, Math.ceil(Math.max(...rights) - edge));
  });

describe('the service record', () => {
  test('shared with a buyer, who sees the car and not the owner; then turned off', async () => {
    const owner = await app.signedIn('owner@demo.ignite');
    await owner.page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url() });
    await openHistory(owner.page);
    await owner.page.getByRole('button', { name: 'Share with a buyer' }).click();
    const url = (await owner.page.getByText(/\/service-record\//).textContent()) ?? '';
    expect(url).toMatch(/^https?:\/\/[^/]+\/service-record\/[A-Za-z0-9_-]{43}$/);
    await owner.page.getByText('Valid until').waitFor();
    await owner.page.getByRole('button', { name: 'Copy link' }).click();
    await owner.page.getByText('The link was copied to the clipboard').waitFor();
    expect(await owner.page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(await seriousViolations(owner.page)).toEqual([]);

    // Someone else, never signed in, in a browser of their own. The link names the server's
    // public address (localhost); the test server answers on its own.
    const token = url.slice(url.lastIndexOf('/') + 1);
    const buyer = await app.openPhone();
    await buyer.page.goto(`/service-record/${token}`);
    const car = buyer.page.getByRole('region', { name: 'The car' });
    await car.getByText('2022 Toyota RAV4 Hybrid').waitFor();
    await car.getByText('CXR52H NSW').waitFor();
    await car.getByText('57,300 km').waitFor();
    await buyer.page
      .getByRole('region', { name: 'The dealership' })
      .getByText('Harbour City Motors')
      .waitFor();
    await buyer.page
      .getByRole('region', { name: 'Odometer readings' })
      .getByText('57,300 km')
      .waitFor();
    await buyer.page
      .getByRole('region', { name: 'Service log' })
      .getByText('45,000 km service')
      .waitFor();
    await buyer.page.getByText(/Valid until/).waitFor();
    const text = await buyer.page.evaluate(() => document.body.innerText);
    for (const own of OWNERS_OWN) expect(text, own).not.toContain(own);
    expect(text).not.toMatch(MOBILE);

    for (const theme of ['dark', 'light'] as const) {
      if (theme === 'light') {
        // The buyer's own choice of light mode, as the avatar menu would have stored it.
        await buyer.page.evaluate(() => localStorage.setItem('darkMode', 'false'));
        await buyer.page.reload();
        await car.getByText('2022 Toyota RAV4 Hybrid').waitFor();
      }
      await buyer.page.setViewportSize({ width: 390, height: 844 });
      await screenshot(buyer.page, `service-record-shared-${theme}.png`);
      expect(await seriousViolations(buyer.page)).toEqual([]);
      await buyer.page.setViewportSize({ width: 320, height: 700 });
      expect(await sideways(buyer.page)).toBe(0);
      await buyer.page.setViewportSize({ width: 1280, height: 800 });
      expect(await sideways(buyer.page)).toBe(0);
      expect(await seriousViolations(buyer.page)).toEqual([]);
    }
    await buyer.page.setViewportSize({ width: 390, height: 844 });

    await owner.page.getByRole('button', { name: 'Turn off links' }).click();
    await owner.page.getByText('Every service record link of this car is turned off').waitFor();
    expect(await owner.page.getByText(/\/service-record\//).count()).toBe(0);
    await buyer.page.reload();
    await buyer.page.getByText(CLOSED).waitFor();
    expect(await car.count()).toBe(0);
    expect(await seriousViolations(buyer.page)).toEqual([]);
    const answer = await fetch(`${app.url()}/api/service-records/${token}`);
    expect(answer.status).toBe(404);

    // The browser logs the closed link's 404 itself; it is the answer this test asks for.
    const closedLink = `status of 404 (Not Found) (${app.url()}/api/service-records/${token})`;
    expect([...owner.problems, ...buyer.problems].filter((p) => !p.endsWith(closedLink))).toEqual(
      [],
    );
    await buyer.close();
    await owner.close();
  });

  test('downloaded as a PDF named by the rego', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await openHistory(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download service record (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('service-record-CXR52H.pdf');
    const file = await readFile((await download.path()) ?? '');
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(problems).toEqual([]);
    await close();
  });

  test('the history page prints without the app’s header, navigation and buttons', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await openHistory(page);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await page.locator('[data-shell] > header').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Share with a buyer' }).isVisible()).toBe(false);
    expect(await page.getByText('Vehicle history', { exact: true }).isVisible()).toBe(true);
    const history = page.getByRole('list', { name: 'History' });
    expect(await history.isVisible()).toBe(true);
    // Black on white, whatever the theme; the whole list, not the column's scrolled slice.
    const colours = await history.evaluate((list) => ({
      text: getComputedStyle(list).color,
      page: getComputedStyle(document.body).backgroundColor,
      main: getComputedStyle(list.closest('main') ?? list).overflowY,
    }));
    expect(colours).toEqual({ text: 'rgb(0, 0, 0)', page: 'rgb(255, 255, 255)', main: 'visible' });
    await page.emulateMedia({ media: 'screen' });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
