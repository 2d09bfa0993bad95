// The installable app (decision 0036): the web app manifests and icons, the service worker's
// offline page, that no API answer is ever cached, and a new build taking over. The server
// serves a copy of the build, so the last tests can 'deploy' a next one.
import { mkdtempSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { START_CHUNKS_META } from '../apps/web/preload-start-chunks.ts';
import { BRAND_NAME } from '../apps/web/src/shared/brand.ts';
import { SERVES_SCRIPT } from '../apps/web/src/shared/service-worker-protocol.ts';
import { THEME_COLORS } from '@ignite/domain/theme-colors';
import { seriousViolations } from './accessibility.ts';
import { launchPersistentPhone } from './browser.ts';
import { openNetworkLink } from './network-link.ts';
import {
  PASSWORD,
  requestsInFlight,
  settled,
  signIn,
  waitForPath,
  waitForShellReady,
} from './helpers.ts';
import { useAppSuite } from './suite.ts';

const builtDist = path.resolve(import.meta.dirname, '../apps/web/dist');
const dist = mkdtempSync(path.join(os.tmpdir(), 'ignite-e2e-dist-'));
/** The next build's entry script: the current one under another hashed name. */
const NEXT_ENTRY = '/assets/index-n3xtBu1d.js';
let currentEntry = '';

beforeAll(async () => {
  await cp(builtDist, dist, { recursive: true });
  const index = await readFile(path.join(dist, 'index.html'), 'utf8');
  currentEntry = index.match(/<script type="module"[^>]* src="([^"]+)"/)?.[1] ?? '';
  expect(currentEntry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  // In place before the server starts, which lists the files it serves once.
  await cp(path.join(dist, currentEntry), path.join(dist, NEXT_ENTRY));
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const app = useAppSuite({ WEB_DIST_DIR: dist }, 'allow');

/** Rewrites a built file, with the compressed copies the server prefers. */
async function rewrite(file: string, change: (text: string) => string): Promise<void> {
  const full = path.join(dist, file);
  const before = await readFile(full, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  await writeFile(full, after);
  await writeFile(`${full}.gz`, gzipSync(after));
  await writeFile(`${full}.br`, brotliCompressSync(after));
}

/** The server's index.html loads `to` instead of `from`: a build's page goes live. */
async function servePage(from: string, to: string): Promise<void> {
  await rewrite('index.html', (html) => html.replaceAll(from, to));
}

/** The server's worker precaches `to` instead of `from`: a build's worker goes live. */
async function serveWorker(from: string, to: string): Promise<void> {
  await rewrite('sw.js', (sw) =>
    sw.replaceAll(`"url":"${from.slice(1)}"`, `"url":"${to.slice(1)}"`),
  );
}

/** What a page does when it is shown again, and hourly: ask for a new worker. */
async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update().catch(() => undefined);
  });
}

/** The page's registration as the browser holds it: which worker is in which state. */
function registrationState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'no registration';
    const describe = (worker: ServiceWorker | null) => (worker ? worker.state : 'none');
    return [
      `installing: ${describe(registration.installing)}`,
      `waiting: ${describe(registration.waiting)}`,
      `active: ${describe(registration.active)}`,
      `controller: ${navigator.serviceWorker.controller ? 'yes' : 'no'}`,
    ].join(', ');
  });
}

/** Which of the registration's workers is on its way in, if any. */
function newWorkerState(page: Page): Promise<'installing' | 'waiting' | null> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration?.installing) return 'installing';
    return registration?.waiting ? 'waiting' : null;
  });
}

/** How long a new worker may wait before the test lets it in as Chromium would, later. */
const WAITING_GRACE_MS = 5000;

/**
 * Waits until the worker controlling the page serves `script`, asking for a new worker on every
 * try: a check the browser started itself (on the navigation just before the new sw.js was
 * served) can still be running, and an update() made then joins it and sees the old worker.
 * While a new worker installs or waits, the old one is left alone: a message would start it
 * again. Up to a minute, as a worker installs on a CI machine busy with the rest of the suite;
 * when it gives up, it says where the registration stood.
 *
 * A worker that called skipWaiting() can still wait: Chromium stops the old worker to let it
 * in, and any event reaching the old one just then (one fetch of the page's is enough) starts
 * it again and leaves the new worker waiting until Chromium's next look, up to 5 minutes
 * later (its 'lame duck' limit; reproduced by a fetch sent as the old worker stopped). Past a
 * few seconds of waiting, the test asks for that look now, as DevTools' skipWaiting does:
 * the take-over and the page's answer to it, which these tests are about, are the real ones.
 */
async function waitForWorkerServing(page: Page, script: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const scopeURL = new URL('/', page.url()).href;
  const deadline = Date.now() + 60_000;
  let waitingSince: number | null = null;
  let state = '';
  try {
    while (Date.now() < deadline) {
      await checkForUpdate(page);
      const coming = await newWorkerState(page);
      waitingSince = coming === 'waiting' ? (waitingSince ?? Date.now()) : null;
      if (waitingSince !== null && Date.now() - waitingSince > WAITING_GRACE_MS) {
        await cdp.send('ServiceWorker.skipWaiting', { scopeURL });
      }
      if (coming === null && (await controllerServes(page, script)) === true) return;
      state = await registrationState(page);
      await page.waitForTimeout(500);
    }
  } finally {
    await cdp.detach();
  }
  expect.fail(`no worker serving ${script} took the page over (${state})`);
}

/**
 * A fresh phone page that reaches the server over a link the test can cut, with a way to take
 * it offline and back: in the browser (navigator.onLine, the 'online' event) and on the wire.
 */
async function openPhoneOnLink() {
  const link = await openNetworkLink(app.url());
  onTestFinished(() => link.close());
  const phone = await app.openPhone(link.url);
  return {
    ...phone,
    async goOffline() {
      link.cut();
      await phone.page.context().setOffline(true);
    },
    async browserOnlineServerUnreachable() {
      link.cut();
      await phone.page.context().setOffline(false);
    },
    async goOnline() {
      link.restore();
      await phone.page.context().setOffline(false);
    },
  };
}

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Whether the worker controlling the page precaches `script` (null: no worker answered). */
function controllerServes(page: Page, script: string): Promise<boolean | null> {
  return page.evaluate(
    ({ type, script }) => {
      const worker = navigator.serviceWorker.controller;
      if (!worker) return null;
      return new Promise<boolean | null>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data === true);
        setTimeout(() => resolve(null), 3000);
        worker.postMessage({ type, path: script }, [channel.port2]);
      });
    },
    { type: SERVES_SCRIPT, script },
  );
}

/** Every request URL in every Cache Storage cache of the origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

function entryScript(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
    return script ? new URL(script.src).pathname : null;
  });
}

/** A PNG's width and height, from its header chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the web app manifest', () => {
  test.each(Object.entries(THEME_COLORS))(
    '%s has its own manifest, colours and icons',
    async (theme, colours) => {
      const response = await fetch(`${app.url()}/manifests/${theme}.webmanifest`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const manifest = (await response.json()) as {
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      } & Record<string, unknown>;
      const { background } = colours[colours.home];
      expect(manifest).toMatchObject({
        id: '/',
        name: BRAND_NAME,
        short_name: BRAND_NAME,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: background,
        background_color: background,
      });
      expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of manifest.icons) {
        expect(icon.src).toContain(theme);
        const image = await fetch(`${app.url()}${icon.src}`);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/png');
        const side = Number(icon.sizes.split('x')[0]);
        expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({
          width: side,
          height: side,
        });
      }
    },
  );

  test('Chromium finds the app installable, with the signed-in app’s theme', async () => {
    const profile = await mkdtemp(path.join(os.tmpdir(), 'ignite-e2e-profile-'));
    const context = await launchPersistentPhone(profile, app.url());
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      const cdp = await context.newCDPSession(page);
      const manifest = () => cdp.send('Page.getAppManifest');
      const installabilityErrors = async () =>
        (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
      expect((await manifest()).url).toMatch(/\/manifests\/theme-1\.webmanifest$/);
      expect((await manifest()).errors).toEqual([]);
      await expect.poll(installabilityErrors).toEqual([]);

      // Noah's app is Northside Isuzu UTE's: the page switches to its manifest.
      await signIn(page, 'newcar@demo.ignite', PASSWORD, false);
      await waitForPath(page, '/welcome-flow');
      await expect
        .poll(async () => (await manifest()).url)
        .toMatch(/\/manifests\/theme-isuzu\.webmanifest$/);
      expect((await manifest()).errors).toEqual([]);
      await expect.poll(installabilityErrors).toEqual([]);
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(
        THEME_COLORS['theme-isuzu'].light.background,
      );
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
});

describe('the service worker', () => {
  test('takes over the page and precaches the app shell, never an API answer', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await waitForServiceWorker(page);
    // Load the garage again under the worker: its API calls now pass by it.
    const apiAnswers: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/api/') && response.ok()) apiAnswers.push(pathname);
    });
    await page.reload();
    await waitForShellReady(page);
    await page.waitForLoadState('networkidle');
    // And the signed-in user's own record, the most personal answer there is.
    const current = await page.evaluate(async () => {
      const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');
      const tokens = stored('tokens') as { accessToken?: string } | null;
      const response = await fetch('/api/user/current', {
        headers: {
          authorization: `Bearer ${tokens?.accessToken ?? ''}`,
          'x-browser-id': String(stored('browserId')),
        },
      });
      return response.status;
    });
    expect(current).toBe(200);
    expect(apiAnswers).toContain('/api/user/current');
    expect(apiAnswers.length).toBeGreaterThan(2);

    const cached = (await cachedUrls(page)).map((url) => new URL(url).pathname);
    expect(cached).toContain('/offline.html');
    expect(cached).toContain(await entryScript(page));
    // The chunks the entry starts the app with, in tasks of their own (decisions 0045 and 0046),
    // the router's among them: without them a repeat visit could not start offline-fast.
    const startChunks = await page.evaluate(
      (name) =>
        (document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '')
          .split(' ')
          .filter(Boolean),
      START_CHUNKS_META,
    );
    expect(startChunks.some((pathname) => /^\/assets\/app-[\w-]+\.js$/.test(pathname))).toBe(true);
    expect(startChunks.filter((pathname) => !cached.includes(pathname))).toEqual([]);
    expect(cached.filter((pathname) => pathname.startsWith('/api'))).toEqual([]);
    // Page loads are never stored: a launch link's address holds signed parameters.
    expect(cached).not.toContain('/my-garage');
    expect(cached).not.toContain('/index.html');
    expect(problems).toEqual([]);
    await close();
  });

  test('without a network a page load shows the offline page, and the app comes back with it', async () => {
    const { page, problems, close, goOffline, browserOnlineServerUnreachable, goOnline } =
      await openPhoneOnLink();
    const inFlight = requestsInFlight(page);
    await page.goto('/login');
    await signIn(page, 'owner@demo.ignite', PASSWORD, false);
    await waitForPath(page, '/my-garage');
    await waitForShellReady(page);
    await waitForServiceWorker(page);
    // The page's own requests end first: one the lost connection cut would be a console error.
    await settled(page);
    await expect.poll(inFlight).toBe(0);
    // Where the page went, to explain a failure.
    const visited: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        visited.push(`asks ${new URL(request.url()).pathname}`);
      }
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    page.on('load', () => {
      page
        .evaluate(() => {
          const [entry] = performance.getEntriesByType('navigation');
          return `loaded ${location.pathname} by ${(entry as PerformanceNavigationTiming | undefined)?.type}: ${document.title}`;
        })
        .then(
          (loaded) => visited.push(loaded),
          () => undefined,
        );
    });
    await goOffline();
    await page.reload();
    await page.getByRole('heading', { name: 'You’re offline', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-garage');
    expect(await page.title()).toBe(`You’re offline - ${BRAND_NAME}`);
    // In Olivia's theme and mode (theme-1, dark), as the app was.
    expect(await page.evaluate(() => document.documentElement.className)).toBe('theme-1 dark');
    expect(await seriousViolations(page)).toEqual([]);

    // Try again while still offline: the same page, never the browser's own error page.
    const reloaded = page.waitForEvent('load');
    visited.push('clicks Try again');
    await page.getByRole('button', { name: 'Try again' }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'You’re offline' }).waitFor();
    expect(new URL(page.url()).pathname, visited.join('\n')).toBe('/my-garage');

    // Any page of the app, at its own address.
    await page.goto('/my-garage/history');
    await page.getByRole('heading', { name: 'You’re offline' }).waitFor();
    expect(new URL(page.url()).pathname, visited.join('\n')).toBe('/my-garage/history');

    // A network with no way through (a Wi-Fi with no internet behind it): the browser says it
    // is online, the server does not answer, and the page stays where the user asked to be.
    expect(problems).toEqual([]);
    const askedServer = page.waitForEvent('requestfailed', (request) =>
      request.url().endsWith('/api/health'),
    );
    await browserOnlineServerUnreachable();
    await askedServer;
    expect(new URL(page.url()).pathname, visited.join('\n')).toBe('/my-garage/history');
    expect(await page.getByRole('heading', { name: 'You’re offline' }).count()).toBe(1);

    // The connection returns: the page loads the app by itself, at its next question.
    await goOnline();
    await waitForShellReady(page);
    expect(new URL(page.url()).pathname, visited.join('\n')).toBe('/my-garage/history');
    expect(await page.getByRole('heading', { name: 'You’re offline' }).count()).toBe(0);
    // The browser logs each question the server did not answer; nothing else went wrong.
    expect(problems.filter((problem) => !problem.includes('/api/health'))).toEqual([]);
    await close();
  });

  test('the offline page follows the app’s theme in light mode', async () => {
    // Noah's app (theme-isuzu) is light.
    const { page, problems, close, goOffline } = await openPhoneOnLink();
    await page.goto('/login');
    await signIn(page, 'newcar@demo.ignite', PASSWORD, false);
    await waitForPath(page, '/welcome-flow');
    await page.getByRole('heading', { name: 'Let’s find your car' }).waitFor();
    await waitForServiceWorker(page);
    await page.waitForLoadState('networkidle');
    await goOffline();
    await page.reload();
    await page.getByRole('heading', { name: 'You’re offline', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('theme-isuzu light');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(
      THEME_COLORS['theme-isuzu'].light.background,
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});

// Last: these change the served build.
describe('a new build', () => {
  test('takes over, and a page on the old build moves to it on its next navigation', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await waitForServiceWorker(page);
    expect(await entryScript(page)).toBe(currentEntry);
    expect(await controllerServes(page, currentEntry)).toBe(true);
    // Gone if the page loads again.
    await page.evaluate(() => Object.assign(window, { keptState: 'typed' }));

    await servePage(currentEntry, NEXT_ENTRY);
    await serveWorker(currentEntry, NEXT_ENTRY);
    // The next build's worker installs, activates and takes the open page over.
    await waitForWorkerServing(page, NEXT_ENTRY);
    expect(await controllerServes(page, currentEntry)).toBe(false);
    // Not pulled from under the user: the page stays until they move on.
    expect(await page.evaluate(() => 'keptState' in window)).toBe(true);

    await page.getByRole('link', { name: 'Timeline' }).click();
    await waitForPath(page, '/timeline');
    await expect.poll(() => entryScript(page), { timeout: 30_000 }).toBe(NEXT_ENTRY);
    await waitForShellReady(page);
    expect(await page.evaluate(() => 'keptState' in window)).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  test('a page already on the new build is not reloaded when its worker takes over', async () => {
    // A first visit now runs the next build, and its first worker takes it over quietly.
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    expect(await entryScript(page)).toBe(NEXT_ENTRY);
    await waitForServiceWorker(page);
    expect(await controllerServes(page, NEXT_ENTRY)).toBe(true);

    // A third build's page is live before its worker: the page loads it under the old worker
    // (page loads go to the network) and has started its side of the worker.
    const THIRD_ENTRY = currentEntry;
    await servePage(NEXT_ENTRY, THIRD_ENTRY);
    await page.goto('/my-garage');
    await waitForShellReady(page);
    expect(await entryScript(page)).toBe(THIRD_ENTRY);
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/assets\/service-worker-[\w-]+\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);
    await page.evaluate(() => Object.assign(window, { keptState: 'typed' }));

    await serveWorker(NEXT_ENTRY, THIRD_ENTRY);
    await waitForWorkerServing(page, THIRD_ENTRY);
    // Its worker's build is its own: navigating stays in the page.
    await page.getByRole('link', { name: 'Timeline' }).click();
    await waitForPath(page, '/timeline');
    await waitForShellReady(page);
    expect(await page.evaluate(() => 'keptState' in window)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
