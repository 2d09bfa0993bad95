import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './accessibility.ts';
import { PASSWORD, screenshot, signIn, waitForPath, waitForShellReady } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// newcar@ claims the car the dealership set up, at 390x844: finds it by rego and state,
// confirms the odometer (and goes Back to correct it), verifies the mobile with the code the
// outbox shows (after changing a mistyped number), and lands in My Garage with the car.
const app = useAppSuite();

async function signInNewcar() {
  const phone = await app.openPhone();
  await phone.page.goto('/login');
  await signIn(phone.page, 'newcar@demo.ignite', PASSWORD, false);
  await waitForPath(phone.page, '/welcome-flow');
  await phone.page.getByRole('heading', { name: 'Let’s find your car' }).waitFor();
  return phone;
}

async function search(page: Page, rego: string, state: string) {
  const field = page.getByLabel(/Registration number/);
  await field.fill(rego);
  await page.getByLabel(/State/).selectOption({ label: state });
  return field;
}

/**
 * The code as a person trying the demo reads it: in another tab, on /debug/outbox, which the
 * welcome flow leaves open (README, demo personas).
 */
async function codeTextedTo(page: Page, number: string): Promise<string> {
  const tab = await page.context().newPage();
  await tab.goto('/debug/outbox');
  const text = tab.locator('li', { hasText: `Text to ${number}` }).first();
  await text.waitFor();
  await screenshot(tab, 'welcome-flow-outbox-code.png');
  expect(await seriousViolations(tab)).toEqual([]);
  const code = /(\d{6}) is your Ignite verification code/.exec(await text.innerText())?.[1];
  await tab.close();
  if (!code) throw new Error(`no code texted to ${number}`);
  return code;
}

describe('the welcome flow', () => {
  test('a wrong rego: We can’t find that car!, and Try again returns to the search', async () => {
    const { page, problems, close } = await signInNewcar();
    await search(page, 'zzz999', 'NSW');
    await page.getByRole('button', { name: 'Find my car' }).click();
    await page.getByText('Finding your car…').waitFor();
    await page.getByRole('heading', { name: "We can't find that car!" }).waitFor();
    await page.getByText('SORRY!').waitFor();
    await screenshot(page, 'welcome-flow-not-found.png');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Let’s find your car' }).waitFor();
    // The browser logs the lookup's 404 itself; nothing else went wrong.
    expect(problems.filter((p) => !p.includes('/api/welcome-flow/vehicle/details'))).toEqual([]);
    await close();
  });

  test('newcar@ finds the car in lower case, confirms it, verifies the mobile and lands in My Garage', async () => {
    const { page, problems, close } = await signInNewcar();
    const find = page.getByRole('button', { name: 'Find my car' });
    expect(await find.isDisabled()).toBe(true);
    const rego = await search(page, '482rtz', 'QLD');
    expect(await rego.inputValue()).toBe('482RTZ');
    await screenshot(page, 'welcome-flow-find.png');
    expect(await seriousViolations(page)).toEqual([]);
    await find.click();

    await page.getByRole('heading', { name: 'Is this your car?' }).waitFor();
    await page.getByText('482RTZ · QLD').waitFor();
    // An eleven-digit typo says why the claim is disabled while it is typed, not on leaving.
    const claim = page.getByRole('button', { name: "That's my car, let's go" });
    await page.getByLabel(/Odometer/).fill('99999999999');
    await page.getByText('Please enter a valid odometer value').waitFor();
    expect(await claim.isDisabled()).toBe(true);
    await page.getByLabel(/Odometer/).fill('1200');
    expect(await page.getByText('Please enter a valid odometer value').count()).toBe(0);
    await screenshot(page, 'welcome-flow-confirm.png');
    await claim.click();

    await page.getByRole('heading', { name: 'Verify your mobile' }).waitFor();
    await page.getByText('Step 3 of 3').waitFor();
    // Back to the odometer to fix a typo, then on again.
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel(/Odometer/).inputValue()).toBe('1,200');
    await page.getByLabel(/Odometer/).fill('1250');
    await claim.click();
    await page.getByRole('heading', { name: 'Verify your mobile' }).waitFor();
    // A mistyped number is changed from the code step.
    await page.getByLabel(/Mobile number/).fill('0412 345 679');
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByText('We sent a code to').waitFor();
    await page.getByRole('button', { name: 'Change number' }).click();
    await page.getByLabel(/Mobile number/).fill('0412 345 678');
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByText('We sent a code to').waitFor();
    await page.getByLabel(/^Code/).fill(await codeTextedTo(page, '+61412345678'));
    await screenshot(page, 'welcome-flow-verify.png');
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.getByText('Getting your car ready…').waitFor();
    await waitForPath(page, '/my-garage', 15_000);
    await waitForShellReady(page);
    await page.getByText('D-MAX').first().waitFor();
    // Claimed and complete: the welcome flow sends the owner on.
    await page.goto('/welcome-flow');
    await waitForPath(page, '/my-garage');
    expect(problems).toEqual([]);
    await close();
  });
});
