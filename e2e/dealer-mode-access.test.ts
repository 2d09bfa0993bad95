import { describe, expect, test } from 'vitest';
import { seriousViolations } from './accessibility.ts';
import { PASSWORD, signIn, waitForPath } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// At 390x844: the dealer-mode notice as a visitor without a session meets it, and
// /dealer-mode with a stored session that has expired, which is no session at all.
const app = useAppSuite();

describe('dealer-mode access', () => {
  test('/dealer-mode/unauthorized opened without a session explains itself and points to My Garage', async () => {
    const { page, problems, close } = await app.openPhone();
    await page.goto('/dealer-mode/unauthorized');
    await page.getByRole('heading', { name: 'Not available in dealer mode' }).waitFor();
    await page.getByText('A dealer-mode account has no access to this tab.').waitFor();
    await page.getByText('Please use the My Garage tab instead.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dealer-mode/unauthorized');
    expect(await seriousViolations(page)).toEqual([]);

    // Without a session My Garage asks for one.
    await page.getByRole('link', { name: 'Go to My Garage' }).click();
    await waitForPath(page, '/login');
    expect(problems).toEqual([]);
    await close();
  });

  test('a stored session whose refresh token has expired meets the staff sign-in, not the tool', async () => {
    const { page, problems, close } = await app.openPhone();
    await page.goto('/login');
    await signIn(page, 'dealer@demo.ignite', PASSWORD, false);
    await waitForPath(page, '/dealer-mode');
    await page.getByLabel('Find a vehicle').waitFor();

    // The refresh token ran out while the app was closed: the user and tokens are still stored.
    await page.evaluate(() => {
      const tokens = JSON.parse(localStorage.getItem('tokens') ?? '{}') as Record<string, unknown>;
      const past = new Date(Date.now() - 60_000).toISOString();
      localStorage.setItem(
        'tokens',
        JSON.stringify({ ...tokens, accessTokenExpires: past, refreshTokenExpires: past }),
      );
    });
    await page.goto('/dealer-mode');
    await page.getByLabel(/Username/).waitFor();
    expect(await page.getByLabel('Find a vehicle').count()).toBe(0);
    expect(await page.getByText(/^Signed in as/).count()).toBe(0);

    // Signing in again brings the tool back.
    await signIn(page, 'dealer@demo.ignite', PASSWORD, false);
    await waitForPath(page, '/dealer-mode');
    await page.getByLabel('Find a vehicle').waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});
