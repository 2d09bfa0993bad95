import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';

export const PASSWORD = 'demo1234';
const screenshots = path.resolve(import.meta.dirname, '../docs/screenshots');

/** Every local-storage entry, parsed: the app stores JSON under the spec's keys. */
export async function storage(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage).map((key) => [key, JSON.parse(localStorage.getItem(key) ?? '')]),
    ),
  );
}

export async function waitForPath(page: Page, pathname: string, timeout?: number): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

export async function signIn(page: Page, username: string, password: string, rememberMe: boolean) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Remember me').setChecked(rememberMe);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The shell is Ready (spec part 1 section 4) once its header takes pointer events again. */
export async function waitForShellReady(page: Page): Promise<void> {
  await page.locator('[data-screen-state="Ready"]').waitFor();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
}

/**
 * Resolves once the page has not changed for 150 ms (at most 5 s): a long page draws its lower
 * sections one per frame (decision 0043), and a screenshot or an accessibility scan should see
 * all of them, not the first few.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const quietFor = 150;
        let timer = setTimeout(done, quietFor);
        const giveUp = setTimeout(done, 5000);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietFor);
        });
        observer.observe(document.body, { childList: true, subtree: true });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(giveUp);
          resolve();
        }
      }),
  );
}

/**
 * The requests a page has in flight, kept from its events: a page's data is in once none is
 * left. Count from before the page's first request: one started earlier is not seen. (Playwright's
 * 'networkidle' waits a fixed 500 ms after the last one, on each of some eighty pages a run.)
 */
export function requestsInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    const redirected = request.redirectedFrom();
    if (redirected) pending.delete(redirected);
    pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/** A screenshot at the phone size into docs/screenshots/, settled (no transitions). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await settled(page);
  await mkdir(screenshots, { recursive: true });
  await page.screenshot({
    path: path.join(screenshots, name),
    scale: 'css',
    animations: 'disabled',
  });
}
