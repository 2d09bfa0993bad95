import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoLaunchLinksResultSchema } from '@ignite/domain/launch/launch-api';
import { userSchema } from '@ignite/domain/user';
import {
  PASSWORD,
  screenshot,
  signIn,
  signOut,
  storage,
  waitForPath,
  waitForShellReady,
} from './helpers.ts';
import { seriousViolations } from './accessibility.ts';
import { useAppSuite } from './suite.ts';

const app = useAppSuite();

const signedInPage = (username = 'owner@demo.ignite') => app.signedIn(username);

const twoDigits = (value: number) => String(value).padStart(2, '0');

async function activeFooterLabels(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Main' })
    .locator('[aria-current="page"]')
    .allTextContents();
}

describe('app shell', () => {
  test('the header shows the route title and the time as HH:mm', async () => {
    const { page, problems, close } = await signedInPage();
    await page.getByRole('heading', { name: 'My Garage', level: 1 }).waitFor();
    expect(await page.title()).toBe('My Garage | Ignite');

    // Read the clock and the browser's time together; a minute may turn in between.
    const [shown, before, after] = await page.evaluate(() => {
      const start = new Date();
      const text = document.querySelector('[data-testid="header-clock"]')?.textContent ?? '';
      return [text, start.toISOString(), new Date().toISOString()];
    });
    const expected = [before, after].map((iso) => {
      const date = new Date(iso);
      return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
    });
    expect(shown).toMatch(/^\d{2}:\d{2}$/);
    expect(expected).toContain(shown);

    // The vehicle comes from the vehicle endpoint: name, rego and odometer.
    const vehicle = page.getByRole('region', { name: 'The RAV' });
    await vehicle.getByText('Registration', { exact: true }).waitFor();
    await vehicle.getByText('Odometer', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('the footer highlights the icon of the path prefix, and none elsewhere', async () => {
    const { page, problems, close } = await signedInPage();
    expect(await activeFooterLabels(page)).toEqual(['Garage']);

    await page.getByRole('link', { name: 'Marketplace' }).click();
    await waitForPath(page, '/my-marketplace');
    await page.getByRole('heading', { name: 'Marketplace', level: 1 }).waitFor();
    expect(await activeFooterLabels(page)).toEqual(['Marketplace']);

    await page.getByRole('link', { name: 'Safety' }).click();
    await waitForPath(page, '/safety');
    await page.getByRole('heading', { name: 'Safety Centre', level: 1 }).waitFor();
    expect(await activeFooterLabels(page)).toEqual(['Safety']);

    // Timeline and Trips open their own pages (the spec's / left two tabs dead).
    await page.getByRole('link', { name: 'Timeline' }).click();
    await waitForPath(page, '/timeline');
    await expect.poll(() => activeFooterLabels(page)).toEqual(['Timeline']);
    await page.getByRole('link', { name: 'Trips' }).click();
    await waitForPath(page, '/trips');
    await expect.poll(() => activeFooterLabels(page)).toEqual(['Trips']);

    await page.goto('/debug');
    await page.getByRole('heading', { name: 'Colour Palette', level: 1 }).waitFor();
    expect(await activeFooterLabels(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  test('dark and light mode follow the avatar menu and survive a reload', async () => {
    const { page, problems, close } = await signedInPage();
    const htmlClass = () => page.evaluate(() => document.documentElement.className);
    await page.getByText('Odometer', { exact: true }).waitFor();
    expect(await htmlClass()).toContain('theme-1');
    expect(await htmlClass()).toContain('dark');
    await screenshot(page, 'garage-dark.png');
    // On a desktop the shell takes the window (a side rail, tiles in a grid).
    await page.setViewportSize({ width: 1280, height: 860 });
    await screenshot(page, 'garage-desktop.png');
    await page.setViewportSize({ width: 390, height: 844 });

    const menuButton = page.getByRole('button', { name: 'Account menu' });
    await menuButton.click();
    await page.getByRole('button', { name: 'Light Mode' }).click();
    expect(await htmlClass()).toContain('light');
    // A choice closes the menu, as every other item does.
    expect(await page.getByRole('button', { name: 'Dark Mode' }).count()).toBe(0);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    await page.getByRole('button', { name: 'Expert Mode' }).click();
    expect(await page.getByRole('button', { name: 'Easy Mode' }).count()).toBe(0);
    await menuButton.click();
    await page.getByRole('button', { name: 'Easy Mode' }).click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    await page.reload();
    await waitForShellReady(page);
    await page.getByText('Odometer', { exact: true }).waitFor();
    expect(await htmlClass()).toContain('light');
    expect(await htmlClass()).not.toContain('dark');
    await screenshot(page, 'garage-light.png');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Dark Mode' }).waitFor();
    await screenshot(page, 'avatar-menu.png');
    expect(problems).toEqual([]);
    await close();
  });

  // A success toast followed the user: still on screen on the next page they opened.
  test('a toast stays with its page; a "done, now here" toast with the page it leads to', async () => {
    const { page, problems, close } = await signedInPage();
    await page.goto('/my-garage/set-odometer');
    await waitForShellReady(page);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await waitForPath(page, '/my-garage');
    const toast = page
      .getByRole('status')
      .filter({ hasText: 'You will be reminded again tomorrow' });
    await toast.waitFor();
    // Raised for My Garage, it stays there a while (5 s for success)...
    await page.waitForTimeout(1000);
    expect(await toast.count()).toBe(1);
    // ...and leaving the page takes it away at once.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Timeline' })
      .click();
    await waitForPath(page, '/timeline');
    await expect.poll(() => toast.count(), { timeout: 1000 }).toBe(0);

    // A warning raised on a page (it stays ten minutes) goes when that page is left.
    await page.goto('/my-garage/condition-settings');
    await page.getByRole('switch', { name: 'Recall' }).click();
    const warning = page.getByRole('alert').filter({ hasText: "Recall can't be disabled" });
    await warning.waitFor();
    await page.waitForTimeout(500); // read, then left
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Garage' })
      .click();
    await waitForPath(page, '/my-garage');
    await expect.poll(() => warning.count(), { timeout: 1000 }).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test('a deep link while signed out goes to sign-in, then back to the link', async () => {
    const { page, problems, close } = await app.openPhone();
    await page.goto('/debug?tab=palette');
    await waitForPath(page, '/login');
    expect((await storage(page)).returnTo).toBe('/debug?tab=palette');

    await signIn(page, 'owner@demo.ignite', PASSWORD, false);
    await waitForPath(page, '/debug');
    expect(new URL(page.url()).search).toBe('?tab=palette');
    await page.getByRole('heading', { name: 'Colour Palette', level: 1 }).waitFor();
    await page.getByText('950').first().waitFor();
    await waitForShellReady(page);
    await screenshot(page, 'debug-palette.png');
    expect(problems).toEqual([]);
    await close();
  });

  test('Back follows the breadcrumbs, and a root page starts them afresh', async () => {
    const { page, problems, close } = await signedInPage();
    // Breadcrumbs are written just after each navigation, so read them until they settle.
    const history = async () => (await storage(page)).history;
    await page.goto('/debug');
    await waitForShellReady(page);
    await page.getByRole('link', { name: 'Form Gallery' }).click();
    await waitForPath(page, '/debug/forms');
    await expect.poll(history).toEqual(['/my-garage', '/debug', '/debug/forms']);

    await page.getByRole('button', { name: 'Back' }).click();
    await waitForPath(page, '/debug');
    await expect.poll(history).toEqual(['/my-garage', '/debug']);
    await page.getByRole('button', { name: 'Back' }).click();
    await waitForPath(page, '/my-garage');
    await expect.poll(history).toEqual(['/my-garage']);
    expect(problems).toEqual([]);
    await close();
  });

  test('a signed demo launch link signs the owner in and drops its parameters', async () => {
    const response = await fetch(`${app.url()}/api/demo/launch-links`);
    const links = demoLaunchLinksResultSchema.parse(await response.json()).data;
    const owner = links.find((link) => link.username === 'owner@demo.ignite');
    expect(owner).toBeDefined();

    const { page, problems, close } = await app.openPhone();
    // A slow network: the sign-in answers only once the test has seen the waiting screen.
    let answerSignIn = () => {};
    const signInHeld = new Promise<void>((resolve) => (answerSignIn = resolve));
    let signIns = 0;
    await page.route('**/api/authentication/login', async (route) => {
      signIns += 1;
      await signInHeld;
      await route.continue();
    });
    const configurationRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/app-configuration') configurationRequests.push(pathname);
    });
    await page.goto(owner?.url ?? '/');
    // The brand mark shows while the launch signs in, not a blank screen.
    await page.locator('#splash img').waitFor({ state: 'visible' });
    answerSignIn();
    await waitForPath(page, '/my-garage');
    await waitForShellReady(page);
    expect(await page.locator('#splash').isVisible()).toBe(false);
    expect(new URL(page.url()).search).toBe('');
    await page.getByText(/^Welcome( back)?, Olivia$/).waitFor();
    // main.tsx starts the sign-in early and the guard takes it over: one request, one nonce.
    expect(signIns).toBe(1);
    // The sign-in's answer carried the app configuration: the shell does not ask again, so
    // the page's own data is not queued behind it.
    await page.waitForLoadState('networkidle');
    expect(configurationRequests).toEqual([]);
    const stored = await storage(page);
    expect(userSchema.parse(stored.user).email).toBe('owner@demo.ignite');
    expect(stored).toHaveProperty('tokens');

    // A password sign-in after it, in the same page, brings no configuration: the shell asks.
    await signOut(page);
    await waitForPath(page, '/login');
    await signIn(page, 'owner@demo.ignite', PASSWORD, false);
    await waitForPath(page, '/my-garage');
    await waitForShellReady(page);
    await expect.poll(() => configurationRequests).toEqual(['/api/app-configuration']);
    expect(problems).toEqual([]);
    await close();
  });

  test('a launch link opened again opens its page in the session it started; nowhere else', async () => {
    const response = await fetch(`${app.url()}/api/demo/launch-links`);
    const links = demoLaunchLinksResultSchema.parse(await response.json()).data;
    const link = (username: string) => {
      const url = new URL(links.find((l) => l.username === username)?.url ?? '/', app.url());
      url.pathname = '/my-marketplace';
      return `${url.pathname}${url.search}`;
    };
    const owner = link('owner@demo.ignite');
    // Where a launch ends: its page, its parameters dropped.
    const landed = async (page: Page, pathname: string) => {
      await expect.poll(() => new URL(page.url()).search).toBe('');
      expect(new URL(page.url()).pathname).toBe(pathname);
    };

    const { page, problems, close } = await app.openPhone();
    await page.goto(owner);
    await landed(page, '/my-marketplace');
    // Opened again (a host app reopening it, a reload before it was dropped): its nonce is
    // spent, and the server refuses it, yet the owner's own session takes it to its page.
    await page.goto('/my-garage');
    await page.getByText(/^Welcome( back)?, Olivia$/).waitFor();
    const refused = page.waitForResponse('**/api/authentication/login');
    await page.goto(owner);
    expect((await refused).status()).toBe(401);
    await landed(page, '/my-marketplace');
    await page.getByRole('heading', { name: 'Featured Offers' }).waitFor();

    // Another owner's spent link in this session, and this owner's in a device without one,
    // still meet the failure page.
    const other = link('protect@demo.ignite');
    const otherPage = await app.openPhone();
    await otherPage.page.goto(other);
    await landed(otherPage.page, '/my-marketplace');
    await otherPage.close();
    await page.goto(other);
    await landed(page, '/error');
    const fresh = await app.openPhone();
    await fresh.page.goto(owner);
    await landed(fresh.page, '/error');
    await fresh.close();
    // The browser's report of each refused sign-in (401), and nothing else.
    expect(problems.filter((problem) => !problem.includes('401'))).toEqual([]);
    await close();
  });
});

describe('error pages', () => {
  test('an unknown path shows 404 Not Found, signed in or not', async () => {
    const { page, problems, close } = await app.openPhone();
    await page.goto('/no-such-page');
    await page.getByText('404', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
    await screenshot(page, 'not-found.png');
    expect(problems).toEqual([]);
    await close();
  });

  test('a page whose app code cannot be downloaded says so, and Try again loads it', async () => {
    const { page, problems, close } = await app.openPhone();
    // The router and its pages are a chunk the entry asks for (main.tsx): a phone losing its
    // signal just then, or a server updated to a build without that chunk, fails it.
    const appChunk = (url: URL) => /^\/assets\/app-[\w-]+\.js$/.test(url.pathname);
    await page.route(appChunk, (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Oh No!' }).waitFor();
    await page.getByText('Looks like a cable got unplugged').waitFor();
    expect(await page.locator('#splash').isVisible()).toBe(false);
    await screenshot(page, 'start-failure.png');
    expect(await seriousViolations(page)).toEqual([]);

    await page.unroute(appChunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByLabel('Username').waitFor();
    expect(await page.getByRole('heading', { name: 'Oh No!' }).count()).toBe(0);
    // The browser's own report of the aborted download, and nothing else.
    expect(problems.filter((problem) => !problem.includes('ERR_INTERNET_DISCONNECTED'))).toEqual(
      [],
    );
    expect(problems.length).toBeGreaterThan(0);
    await close();
  });

  test("the entry asks for the opened page's code without waiting for the router's", async () => {
    const { page, close } = await app.openPhone();
    // The router's chunk is held, never answered: the page's code can only be asked for by the
    // entry, from the chunks index.html names by the page's path (decision 0050).
    await page.route(/\/assets\/app-[\w-]+\.js$/, () => undefined);
    const asked = (chunk: string) =>
      page.waitForRequest((request) =>
        new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(new URL(request.url()).pathname),
      );
    const loginPage = asked('login-page');
    await page.goto('/login', { waitUntil: 'commit' });
    await loginPage;
    const [marketplacePage, shellLayout] = [asked('marketplace-page'), asked('shell-layout')];
    await page.goto('/my-marketplace', { waitUntil: 'commit' });
    await Promise.all([marketplacePage, shellLayout]);
    await close();
  });

  test('the general failure page shows its debug panel in internal mode and copies it', async () => {
    const { page, problems, close } = await signedInPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/error');
    await page.getByRole('heading', { name: 'Oh No!' }).waitFor();
    await page.getByText('Looks like a cable got unplugged').waitFor();
    expect(await page.getByRole('button', { name: 'Copy To Clipboard' }).count()).toBe(0);

    await page.goto('/error?debug=true');
    await page.getByRole('region', { name: 'Debug properties' }).waitFor();
    await screenshot(page, 'general-failure.png');
    await page.getByRole('button', { name: 'Copy To Clipboard' }).click();
    await page.getByText('Properties were copied to the clipboard').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Theme: theme-1');
    expect(copied).toContain('Page URL: ');
    expect(problems).toEqual([]);
    await close();
  });

  test('a shared vehicle still being set up gets Vehicle Setup in Motion!', async () => {
    const { page, problems, close } = await app.openPhone();
    await page.goto('/login');
    await signIn(page, 'shared@demo.ignite', PASSWORD, false);
    await waitForPath(page, '/vehicle-setup-incomplete');
    await page.getByRole('heading', { name: 'Vehicle Setup in Motion!' }).waitFor();
    await page.getByText('complete the setup steps from the My Garage tab').waitFor();
    await screenshot(page, 'vehicle-setup-incomplete.png');
    expect(problems).toEqual([]);
    await close();
  });

  test('Vehicle Setup in Motion! follows the real state: a vehicle that is set up goes on', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.goto('/vehicle-setup-incomplete');
    await waitForPath(page, '/my-garage');
    await waitForShellReady(page);
    expect(problems).toEqual([]);
    await close();
  });
});
