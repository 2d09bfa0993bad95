// playwright-core driving the system Chromium (/usr/bin/chromium): no browser download,
// nothing reaching the internet.
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** A phone's screen, the size every test works at. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  colorScheme: 'dark',
} as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

/**
 * A browser of its own with its profile in `userDataDir`, at a phone's size. Chromium calls no
 * app installable in an incognito context, which every context of launchBrowser() is.
 */
export async function launchPersistentPhone(
  userDataDir: string,
  baseURL: string,
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    args: ARGS,
    baseURL,
    ...PHONE,
  });
}

export type PhonePage = {
  page: Page;
  /** Console errors (CSP violations among them) and uncaught exceptions, in order. */
  problems: string[];
  close: () => Promise<void>;
};

/** Whether the page may register the app's service worker. */
export type ServiceWorkers = 'allow' | 'block';

/**
 * A page in a fresh context (empty local storage: a new user) at a phone's size. Problems
 * are collected rather than thrown so a test can assert on them at its end. The service
 * worker is blocked unless asked for: every fresh context would otherwise install it and
 * precache the app shell beside the page under test, work that e2e/installable-app.test.ts
 * tests on its own.
 */
export async function openPhonePage(
  browser: Browser,
  baseURL: string,
  serviceWorkers: ServiceWorkers = 'block',
): Promise<PhonePage> {
  const context = await browser.newContext({ baseURL, serviceWorkers, ...PHONE });
  // A CSP refusal that the page's code catches (zod's eval probe once was one) logs nothing
  // to the console, but the document hears of it: say so there, where it is collected.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP ${event.effectiveDirective} refused ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const { url } = message.location();
      problems.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems, close: () => context.close() };
}
