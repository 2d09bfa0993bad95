import { describe, expect, test } from 'vitest';
import { PASSWORD, signIn, signOut, waitForPath, waitForShellReady } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// Spec part 2 section 2: the guards and the landing redirect order after sign-in.
const app = useAppSuite();

async function signInAs(username: string) {
  const phone = await app.openPhone();
  await phone.page.goto('/login');
  await signIn(phone.page, username, PASSWORD, false);
  return phone;
}

describe('landing after sign-in', () => {
  test('an owner with a fresh odometer reading stays in My Garage', async () => {
    const { page, problems, close } = await signInAs('owner@demo.ignite');
    await waitForPath(page, '/my-garage');
    await waitForShellReady(page);
    expect(problems).toEqual([]);
    await close();
  });

  test('a stale odometer asks for a reading; Skip for now snoozes it until tomorrow', async () => {
    // generic@demo.ignite last set the odometer 60 days ago (42 is the limit).
    const { page, problems, close } = await signInAs('generic@demo.ignite');
    await waitForPath(page, '/my-garage/set-odometer');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByText('You will be reminded again tomorrow').waitFor();
    await waitForPath(page, '/my-garage');

    // Signed in again the same day: the reminder is snoozed, so My Garage it is.
    await signOut(page);
    await waitForPath(page, '/login');
    await signIn(page, 'generic@demo.ignite', PASSWORD, false);
    await waitForPath(page, '/my-garage');
    await waitForShellReady(page);
    expect(new URL(page.url()).pathname).toBe('/my-garage');
    expect(problems).toEqual([]);
    await close();
  });

  test('dealer staff land in dealer mode', async () => {
    const { page, problems, close } = await signInAs('dealer@demo.ignite');
    await waitForPath(page, '/dealer-mode');
    await page.getByRole('heading', { name: 'Dealer Mode', exact: true }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('an owner whose car still needs claiming goes to the welcome flow, on any page', async () => {
    const { page, problems, close } = await signInAs('newcar@demo.ignite');
    await waitForPath(page, '/welcome-flow');
    await page.goto('/my-garage/history');
    await waitForPath(page, '/welcome-flow');
    await page.getByRole('heading', { name: 'Let’s find your car' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});
