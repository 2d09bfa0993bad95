import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, openPhonePage, type PhonePage, type ServiceWorkers } from './browser.ts';
import { PASSWORD, signIn, waitForPath, waitForShellReady } from './helpers.ts';
import { startServer, type TestServer } from './server.ts';

export type AppSuite = {
  /** The server's base URL, for calls the test makes itself. */
  url(): string;
  /** A fresh phone-sized page (empty storage: a new user), at `origin` if given. */
  openPhone(origin?: string): Promise<PhonePage>;
  /** A fresh page signed in as `username`, once it has landed on `landsOn` and is Ready. */
  signedIn(username: string, landsOn?: string): Promise<PhonePage>;
};

/**
 * One real server (on a fresh embedded database) and one browser for a test file: started
 * before its tests, stopped after them. Call at the top of the file. Pages run without the
 * service worker unless `serviceWorkers` is 'allow'.
 */
export function useAppSuite(
  extraEnv: Record<string, string> = {},
  serviceWorkers: ServiceWorkers = 'block',
): AppSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(extraEnv, { template: inject('e2eTemplateDataDir') });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const started = () => {
    if (!server || !browser) throw new Error('the suite has not started');
    return { server, browser };
  };
  const openPhone = (origin?: string) =>
    openPhonePage(started().browser, origin ?? started().server.url, serviceWorkers);
  return {
    url: () => started().server.url,
    openPhone,
    async signedIn(username, landsOn = '/my-garage') {
      const phone = await openPhone();
      await phone.page.goto('/login');
      await signIn(phone.page, username, PASSWORD, false);
      await waitForPath(phone.page, landsOn);
      await waitForShellReady(phone.page);
      return phone;
    },
  };
}
