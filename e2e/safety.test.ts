import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './accessibility.ts';
import { PASSWORD, screenshot, signIn, waitForPath, waitForShellReady } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// The safety centre (spec part 3 section 2) and its location links (decision 0032), without
// map tiles (the default): the owner's position from the browser, copied and texted; the
// placeholder map; a link opened by someone not signed in, updated, then turned off.
const app = useAppSuite();

const SYDNEY = { latitude: -33.8688197, longitude: 151.2092957 };
const PARRAMATTA = { latitude: -33.815, longitude: 151.0011 };

/** Allows the app's origin the device's position (at `where`) and the clipboard. */
async function allowLocation(page: Page, where = SYDNEY) {
  await page
    .context()
    .grantPermissions(['geolocation', 'clipboard-read', 'clipboard-write'], { origin: app.url() });
  await page.context().setGeolocation(where);
}

/** /safety, loaded afresh: the browser is asked for its position once per page load. */
async function openSafety(page: Page) {
  await page.goto('/safety');
  await waitForShellReady(page);
  await page.getByRole('region', { name: 'Your location' }).waitFor();
}

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
const sideways = (page: Page) =>
  page.locator('main').evaluate((main) => main.scrollWidth - main.clientWidth);

describe('the safety centre', () => {
  test('the owner sees their position, copies it, has Send’s message and roadside; both themes', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await allowLocation(page);
    await openSafety(page);
    const location = page.getByRole('region', { name: 'Your location' });
    await location.getByText('-33.86882', { exact: true }).waitFor();
    await location.getByText('151.209296', { exact: true }).waitFor();
    // No tiles configured: the placeholder image, and Leaflet never loaded.
    await location.getByRole('img', { name: 'Map not available' }).waitFor();
    expect(await page.locator('.leaflet-container').count()).toBe(0);

    const send = await location.getByRole('link', { name: 'Send' }).getAttribute('href');
    expect(send?.startsWith('sms:?&body=')).toBe(true);
    expect(decodeURIComponent(send?.slice('sms:?&body='.length) ?? '')).toBe(
      'I need help. My location is -33.86882, 151.209296: https://maps.google.com/?q=-33.86882,151.209296',
    );
    // owner@'s care plan has roadside assistance.
    const roadside = page.getByRole('link', { name: 'Call Roadside Assistance' });
    expect(await roadside.getAttribute('href')).toMatch(/^tel:\+?\d+$/);

    for (const theme of ['dark', 'light'] as const) {
      if (theme === 'light') {
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('button', { name: 'Light Mode' }).click();
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `safety-${theme}.png`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await sideways(page)).toBe(0);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await sideways(page)).toBe(0);
      await screenshot(page, `safety-desktop-${theme}.png`);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await location.getByRole('button', { name: 'Copy' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Your location was copied to the clipboard' })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('-33.86882, 151.209296');
    expect(problems).toEqual([]);
    await close();
  });

  test('location refused: Try again after allowing it shows the position; sharing stays and says why', async () => {
    // Location refused: no permission is granted to this context, so the browser says no.
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.goto('/safety');
    await page.getByText('Location Sharing Is Turned Off', { exact: true }).waitFor();
    await page.getByText(/allow this site to use your location/).waitFor();
    await page.getByText('How to allow location').waitFor();
    expect(await page.getByText('Latitude').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Copy' }).count()).toBe(0);
    // Roadside assistance needs no position.
    await page.getByRole('link', { name: 'Call Roadside Assistance' }).waitFor();
    // The share section stays, says what it needs, and cannot make a link without it.
    const share = page.getByRole('region', { name: 'Share a location link' });
    await share.getByText(/A link needs your location/).waitFor();
    expect(await share.getByRole('button', { name: 'Create link' }).isDisabled()).toBe(true);
    expect(await page.getByRole('img', { name: 'Map not available' }).count()).toBe(0);
    await screenshot(page, 'safety-location-denied.png');
    await screenshot(page, 'safety-location-off-dark.png');
    expect(await seriousViolations(page)).toEqual([]);
    await share.scrollIntoViewIfNeeded();
    await screenshot(page, 'safety-location-denied-share.png');
    await page.locator('main').evaluate((main) => main.scrollTo(0, 0));
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await sideways(page)).toBe(0);
    await screenshot(page, 'safety-location-denied-320.png');
    expect(await seriousViolations(page)).toEqual([]);

    // Still refused: Try again says so, and stays.
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Your location is still not available.').waitFor();

    // The owner allows it in the browser's settings, then tries again on the same page.
    await allowLocation(page);
    await page.getByRole('button', { name: 'Try again' }).click();
    const location = page.getByRole('region', { name: 'Your location' });
    await location.getByText('-33.86882', { exact: true }).waitFor();
    expect(await page.getByText('Location Sharing Is Turned Off').count()).toBe(0);
    expect(await share.getByRole('button', { name: 'Create link' }).isDisabled()).toBe(false);
    expect(await share.getByText(/A link needs your location/).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test('a dealer opening /safety lands on /dealer-mode/unauthorized', async () => {
    // Dealer mode has a frame of its own: the sign-in lands there, not in the shell.
    const { page, close } = await app.openPhone();
    await page.goto('/login');
    await signIn(page, 'dealer@demo.ignite', PASSWORD, false);
    await waitForPath(page, '/dealer-mode');
    await page.goto('/safety');
    await waitForPath(page, '/dealer-mode/unauthorized');
    expect(await page.getByRole('region', { name: 'Your location' }).count()).toBe(0);
    await close();
  });
});

describe('a location link', () => {
  test('made for 8 hours, opened without a sign-in, moved by its owner, then turned off', async () => {
    const owner = await app.signedIn('owner@demo.ignite');
    await allowLocation(owner.page);
    await openSafety(owner.page);
    // The name shown starts as the owner's first name only; they choose another.
    const name = owner.page.getByLabel('Name to show (optional)');
    expect(await name.inputValue()).toBe('Olivia');
    await name.fill('M'.repeat(41));
    await owner.page.getByText('The name to show can be at most 40 characters').waitFor();
    expect(await owner.page.getByRole('button', { name: 'Create link' }).isDisabled()).toBe(true);
    expect(await name.inputValue()).toBe('M'.repeat(41));
    await name.fill('Olivia (Mum)');
    await owner.page.getByText('8 hours', { exact: true }).click();
    await owner.page.getByRole('button', { name: 'Create link' }).click();
    const url = (await owner.page.getByText(/\/shared-location\//).textContent()) ?? '';
    expect(url).toMatch(new RegExp(`^${app.url()}/shared-location/[A-Za-z0-9_-]{43}$`));
    await owner.page.getByRole('button', { name: 'Copy link' }).click();
    expect(await owner.page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // The toasts would hide the link in the picture.
    const dismiss = owner.page.getByRole('button', { name: 'Dismiss' });
    while ((await dismiss.count()) > 0) await dismiss.first().click();
    await owner.page
      .getByRole('list', { name: 'Your open location links' })
      .scrollIntoViewIfNeeded();
    await screenshot(owner.page, 'safety-share-link-dark.png');
    expect(await seriousViolations(owner.page)).toEqual([]);

    // Someone else, never signed in, in a browser of their own.
    const viewer = await app.openPhone();
    await viewer.page.goto(url);
    const shared = viewer.page.getByRole('region', { name: 'The shared location' });
    await shared.getByText('-33.86882', { exact: true }).waitFor();
    await shared.getByRole('img', { name: 'Map not available' }).waitFor();
    await shared.getByText('Link ends').waitFor();
    // The name the owner chose, and their app's brand; nothing else of theirs.
    await shared
      .getByText('Olivia (Mum) shared where they are with you from the Ignite app.', {
        exact: true,
      })
      .waitFor();
    expect(await viewer.page.getByText('Nguyen').count()).toBe(0);
    expect(await viewer.page.title()).toBe('Shared location | Ignite');
    await screenshot(viewer.page, 'safety-shared-location-dark.png');
    await screenshot(viewer.page, 'shared-location.png');
    await viewer.page.setViewportSize({ width: 320, height: 640 });
    expect(await viewer.page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await screenshot(viewer.page, 'shared-location-320.png');
    expect(await seriousViolations(viewer.page)).toEqual([]);
    await viewer.page.setViewportSize({ width: 390, height: 844 });
    expect(await seriousViolations(viewer.page)).toEqual([]);
    // The viewer's own choice of light mode, as the avatar menu would have stored it.
    await viewer.page.evaluate(() => localStorage.setItem('darkMode', 'false'));
    await viewer.page.reload();
    await shared.getByRole('img', { name: 'Map not available' }).waitFor();
    await screenshot(viewer.page, 'safety-shared-location-light.png');
    expect(await seriousViolations(viewer.page)).toEqual([]);

    // The owner moves on and shares where they are now through the same link.
    await owner.page.context().setGeolocation(PARRAMATTA);
    await openSafety(owner.page);
    await owner.page
      .getByRole('region', { name: 'Your location' })
      .getByText('-33.815', { exact: true })
      .waitFor();
    await owner.page.getByRole('button', { name: 'Update location' }).click();
    await owner.page.getByText('The link now shows your current location').waitFor();
    await viewer.page.reload();
    await shared.getByText('-33.815', { exact: true }).waitFor();

    await owner.page.getByRole('button', { name: 'Turn off' }).click();
    await owner.page.getByText('The link was turned off').waitFor();
    expect(await owner.page.getByRole('button', { name: 'Turn off' }).count()).toBe(0);
    await viewer.page.reload();
    await viewer.page.getByText('This location link has expired or been turned off').waitFor();
    expect(await shared.count()).toBe(0);
    const token = url.split('/').at(-1) ?? '';
    const answer = await fetch(`${app.url()}/api/safety/shared-location/${token}`);
    expect(answer.status).toBe(404);
    expect(await seriousViolations(viewer.page)).toEqual([]);

    // The browser logs the closed link's 404 itself; it is the answer this test asks for.
    const closedLink = `status of 404 (Not Found) (${app.url()}/api/safety/shared-location/${token})`;
    expect([...owner.problems, ...viewer.problems].filter((p) => !p.endsWith(closedLink))).toEqual(
      [],
    );
    await viewer.close();
    await owner.close();
  });
});
