import { describe, expect, test } from 'vitest';
import { storage, waitForPath, waitForShellReady } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// Without demo mode users lack the 'demo' permission; a 10 s inactivity timeout (the
// server's minimum) lets a test wait for the session timer.
const INACTIVITY_SECONDS = 10;
const PERMISSION_DENIED = 'Sorry, you do not have permission to access that page';

const app = useAppSuite({
  DEMO_MODE: 'false',
  INACTIVITY_TIMEOUT_SECONDS: String(INACTIVITY_SECONDS),
});

const signedInPage = () => app.signedIn('owner@demo.ignite');

describe('session rules', () => {
  test('a page the user lacks permission for warns and keeps them where they were', async () => {
    const { page, problems, close } = await signedInPage();
    await page.goto('/debug');
    await waitForShellReady(page);

    await page.getByRole('link', { name: 'Form Gallery' }).click();
    await page.getByRole('alert').filter({ hasText: PERMISSION_DENIED }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/debug');
    await page.getByRole('heading', { name: 'Colour Palette', level: 1 }).waitFor();

    // Opened directly there is nowhere to stay, so the user lands in My Garage.
    await page.goto('/debug/forms');
    await waitForPath(page, '/my-garage');
    await page.getByRole('alert').filter({ hasText: PERMISSION_DENIED }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('an idle session is logged out by the session timer', async () => {
    const { page, problems, close } = await signedInPage();
    const signedInAt = Date.now();
    await page.goto('/safety');
    await waitForShellReady(page);

    // Nothing moves: within the timeout plus two 2 s checks the timer signs the user out.
    await waitForPath(page, '/login', (INACTIVITY_SECONDS + 8) * 1000);
    expect(Date.now() - signedInAt).toBeGreaterThanOrEqual(INACTIVITY_SECONDS * 1000);
    const stored = await storage(page);
    expect(stored).not.toHaveProperty('tokens');
    expect(stored).not.toHaveProperty('user');
    expect(stored.returnTo).toBe('/safety');
    expect(problems).toEqual([]);
    await close();
  });
});
