import { describe, expect, test } from 'vitest';
import { tokensSchema } from '@ignite/domain/session';
import { userSchema } from '@ignite/domain/user';
import { PASSWORD, screenshot, signIn, signOut, storage, waitForPath } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// Chromium reports every failed fetch on the console; the failure cases expect exactly these.
const REJECTED_LOGIN = /Failed to load resource: the server responded with a status of 401/;
const ABORTED_LOGIN = /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;

const app = useAppSuite();

describe('sign-in chain', () => {
  test('a new user signs in, lands in My Garage greeted by first name and signs out', async () => {
    const { page, problems, close } = await app.openPhone();

    await page.goto('/');
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.title()).toBe('Ignite');
    await screenshot(page, 'login.png');

    // / goes to My Garage, which needs a session: after sign-in the user returns there.
    await signIn(page, 'owner@demo.ignite', PASSWORD, true);
    await waitForPath(page, '/my-garage');
    await page.getByRole('heading', { name: 'My Garage' }).waitFor();
    await page.getByText(/^Welcome( back)?, Olivia$/).waitFor();

    const stored = await storage(page);
    const tokens = tokensSchema.parse(stored.tokens);
    const user = userSchema.parse(stored.user);
    expect(Date.parse(tokens.refreshTokenExpires)).toBeGreaterThan(Date.now());
    expect(stored.browserId).toBe(tokens.browserId);
    expect(user).toMatchObject({ firstName: 'Olivia', email: 'owner@demo.ignite' });
    expect(stored.rememberMe).toBe(true);
    expect(stored.activeVehicle).toEqual(user.activeVehicle);
    expect(stored.otherUsers).toEqual([
      { username: 'owner@demo.ignite', firstName: 'Olivia', lastName: user.lastName },
    ]);
    // The stored access token is the server's own: it opens an authenticated endpoint.
    const current = await fetch(`${app.url()}/api/user/current`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(current.status).toBe(200);

    // Signed in, the login page sends the user to My Garage.
    await page.goto('/login');
    await waitForPath(page, '/my-garage');
    await page.getByText(/^Welcome( back)?, Olivia$/).waitFor();

    // The app does not wait for the server's logout (a dead network must not keep anyone
    // signed in), so the test waits for it before it checks the server's side.
    const serverLogout = page.waitForResponse((r) => r.url().endsWith('/api/user/logout'));
    await signOut(page);
    expect((await serverLogout).status()).toBe(200);
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const after = await storage(page);
    for (const key of ['tokens', 'user', 'rememberMe', 'activeVehicle']) {
      expect(after, key).not.toHaveProperty(key);
    }
    // Spec part 1 section 4: the location at logout is the next return target.
    expect(after.returnTo).toBe('/my-garage');
    expect(after.browserId).toBe(tokens.browserId);
    expect(after.otherUsers).toEqual(stored.otherUsers);
    // The session ended on the server too: its refresh token no longer works.
    const refresh = await fetch(`${app.url()}/api/user/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-browser-id': tokens.browserId },
      body: JSON.stringify({ refreshToken: tokens.refreshToken, accessToken: tokens.accessToken }),
    });
    expect(refresh.status).toBe(401);

    // Signed out, the home page sends the visitor to sign in again; the remembered user
    // is offered, and tapping them fills the username.
    await page.goto('/');
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: /owner@demo\.ignite/ }).click();
    expect(await page.getByLabel('Username').inputValue()).toBe('owner@demo.ignite');

    expect(problems).toEqual([]);
    await close();
  });

  test('a wrong password shows the server message and stays on /login', async () => {
    const { page, problems, close } = await app.openPhone();
    await page.goto('/login');

    await signIn(page, 'generic@demo.ignite', 'not-the-password', false);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('The username or password is incorrect');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await storage(page)).not.toHaveProperty('tokens');

    expect(problems.filter((problem) => !REJECTED_LOGIN.test(problem))).toEqual([]);
    await close();
  });

  test('a sign-in that gets no answer says the server is not available', async () => {
    const { page, problems, close } = await app.openPhone();
    await page.goto('/login');
    // Cut the line to the API only: the page itself is already loaded.
    await page.route('**/api/user/login', (route) => route.abort('internetdisconnected'));

    await signIn(page, 'owner@demo.ignite', PASSWORD, false);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Sorry - The server is not available');
    expect(new URL(page.url()).pathname).toBe('/login');

    expect(problems.filter((problem) => !ABORTED_LOGIN.test(problem))).toEqual([]);
    await close();
  });

  test('signing in without Remember me forgets the user and keeps the browser id', async () => {
    const { page, problems, close } = await app.openPhone();
    await page.goto('/login');

    await signIn(page, 'owner@demo.ignite', PASSWORD, true);
    await page.getByText(/^Welcome( back)?, Olivia$/).waitFor();
    const first = tokensSchema.parse((await storage(page)).tokens);
    expect((await storage(page)).otherUsers).toHaveLength(1);
    await signOut(page);
    await waitForPath(page, '/login');

    await signIn(page, 'owner@demo.ignite', PASSWORD, false);
    await page.getByText(/^Welcome( back)?, Olivia$/).waitFor();
    const stored = await storage(page);
    expect(stored.otherUsers).toEqual([]);
    expect(stored.rememberMe).toBe(false);
    // The stored X-BROWSER-ID went with the second sign-in, so the server kept it.
    expect(tokensSchema.parse(stored.tokens).browserId).toBe(first.browserId);

    expect(problems).toEqual([]);
    await close();
  });
});
