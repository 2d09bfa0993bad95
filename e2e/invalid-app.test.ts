import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { demoLaunchLinksResultSchema } from '@ignite/domain/launch/launch-api';
import { pgdataOf, readPglite } from '../tools/durability/database-reader.ts';
import { launchBrowser, openPhonePage } from './browser.ts';
import { PASSWORD, signIn, storage, waitForPath } from './helpers.ts';
import { startServer, type TestServer } from './server.ts';

// Spec part 2 section 8: an app configuration that is not valid clears the stored user and
// tokens and leaves the person signed out. The seeded data, with every app marked not valid in
// the database (as the platform marks a dealership's app switched off), is served by the real
// server; the owner then signs in with a password and through a launch.
let dataDir: string;
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'ignite-e2e-invalid-app-'));
  await cp(inject('e2eTemplateDataDir'), dataDir, { recursive: true });
  // Before the server starts: PGlite belongs to one process at a time.
  await readPglite(pgdataOf(dataDir), (sql) =>
    sql('UPDATE app_configurations SET is_valid = false'),
  );
  server = await startServer({}, { dataDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The session's own entries: none may be left once the app is found not valid. */
async function sessionEntries(page: Parameters<typeof storage>[0]) {
  const stored = await storage(page);
  return ['user', 'tokens', 'appConfiguration'].filter((key) => key in stored);
}

describe('an app configuration that is not valid', () => {
  test('a password sign-in ends on /login, signed out, with nothing of the session kept', async () => {
    const { page, problems, close } = await openPhonePage(browser, server.url);
    await page.goto('/login');
    // The shell learns the app after the sign-in and ends the session, telling the server.
    const toldServer = page.waitForRequest((request) => request.url().endsWith('/api/user/logout'));
    await signIn(page, 'owner@demo.ignite', PASSWORD, false);
    await toldServer;
    await waitForPath(page, '/login');
    expect(await sessionEntries(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // And it stays signed out: a reload does not restore anyone.
    await page.reload();
    await waitForPath(page, '/login');
    expect(await sessionEntries(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  test('a launch link ends on the failure page, signed out', async () => {
    const response = await fetch(`${server.url}/api/demo/launch-links`);
    const links = demoLaunchLinksResultSchema.parse(await response.json()).data;
    const owner = links.find((link) => link.username === 'owner@demo.ignite');
    expect(owner).toBeDefined();

    const { page, problems, close } = await openPhonePage(browser, server.url);
    await page.goto(owner?.url ?? '/');
    await waitForPath(page, '/error');
    await page.getByText('Looks like a cable got unplugged').waitFor();
    expect(await sessionEntries(page)).toEqual([]);
    await page.goto('/my-garage');
    await waitForPath(page, '/login');
    expect(problems).toEqual([]);
    await close();
  });
});
