import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './accessibility.ts';
import { PASSWORD, screenshot, signIn, waitForPath, waitForShellReady } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// Settings at 390x844 in demo mode: each switch in Settings flipped by owner@, and its effect
// checked on the page it acts on; a switch with nothing to act on for a vehicle (generic@ has
// no care plan) is disabled and says why.
const app = useAppSuite();

async function openSettings(page: Page) {
  await page.goto('/my-garage/settings');
  await waitForShellReady(page);
  await page.getByRole('heading', { name: 'My Garage' }).waitFor();
}

/** Settings' switch named `name` (its label starts the accessible name). */
const settingSwitch = (page: Page, name: string) =>
  page.getByRole('switch', { name: new RegExp(`^${name}`) });

/** Opens Settings and sets the switch `name` to `on`. */
async function setSwitch(page: Page, name: string, on: boolean) {
  await openSettings(page);
  const toggle = settingSwitch(page, name);
  await expect.poll(() => toggle.isEnabled()).toBe(true);
  if ((await toggle.isChecked()) !== on) await toggle.click();
  await expect.poll(() => toggle.isChecked()).toBe(on);
}

async function openCarePlan(page: Page) {
  await page.goto('/my-garage/care-plan');
  await page.getByRole('heading', { name: 'Harbour City Motors Care Plan' }).waitFor();
}

/** The care plan's card headed `title`. */
const card = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, level: 3, exact: true }) });

/** Whether a partly filled condition meter fills from its first segment or from its last. */
async function meterFill(page: Page): Promise<{ first: boolean; last: boolean }> {
  await page.getByRole('meter').first().waitFor();
  return page.getByRole('meter').evaluateAll((meters) => {
    const partly = meters.find((meter) => {
      const filled = Number(meter.getAttribute('aria-valuenow'));
      return filled > 0 && filled < meter.children.length;
    });
    const segments = [...(partly?.children ?? [])];
    const isFilled = (segment: Element | undefined) =>
      segment !== undefined && !segment.className.includes('bg-border');
    return { first: isFilled(segments[0]), last: isFilled(segments.at(-1)) };
  });
}

describe('the garage switches, as owner@', () => {
  test('Concierge messages show or hide the dealership’s messages', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await setSwitch(page, 'Concierge messages', false);
    await page.goto('/my-garage/concierge');
    await page.getByRole('heading', { name: 'Harbour City Concierge' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Messages from your dealership' }).count()).toBe(
      0,
    );

    await setSwitch(page, 'Concierge messages', true);
    await page.goto('/my-garage/concierge');
    await page.getByRole('heading', { name: 'Messages from your dealership' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('Theft recovery device and the health monitor choice change the care plan and the monitor’s page', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await openCarePlan(page);
    await card(page, 'Theft Recovery').waitFor();
    await card(page, 'Health Monitor').waitFor();

    await setSwitch(page, 'Theft recovery device', false);
    await page
      .locator('label')
      .filter({ hasText: /^Not Installed$/ })
      .click();
    await openCarePlan(page);
    expect(await card(page, 'Theft Recovery').count()).toBe(0);
    // The status page asks whether one was fitted since: the owner said there is none.
    await page.goto('/my-garage/health-monitor');
    await page.getByText('Fitted one since?').waitFor();

    await setSwitch(page, 'Theft recovery device', true);
    await page
      .locator('label')
      .filter({ hasText: /^Auto$/ })
      .click();
    await openCarePlan(page);
    await card(page, 'Theft Recovery').waitFor();
    await page.goto('/my-garage/health-monitor');
    await page.getByRole('heading', { name: 'Status', exact: true }).first().waitFor();
    expect(await page.getByText('Fitted one since?').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test('Reverse condition indicators and Expand vehicle actions change the garage', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    const actions = page.getByRole('button', { name: 'Vehicle actions' });
    expect(await meterFill(page)).toEqual({ first: true, last: false });
    expect(await actions.getAttribute('aria-expanded')).toBe('false');

    await setSwitch(page, 'Reverse condition indicators', true);
    await setSwitch(page, 'Expand vehicle actions', true);
    await page.goto('/my-garage');
    expect(await meterFill(page)).toEqual({ first: false, last: true });
    expect(await actions.getAttribute('aria-expanded')).toBe('true');

    await setSwitch(page, 'Reverse condition indicators', false);
    await setSwitch(page, 'Expand vehicle actions', false);
    await page.goto('/my-garage');
    expect(await meterFill(page)).toEqual({ first: true, last: false });
    expect(await actions.getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
    await close();
  });

  test('the marketplace introduces itself on the first visit only', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    const intro = page.getByRole('region', { name: 'Welcome to the marketplace' });
    await page.goto('/my-marketplace');
    await intro.waitFor();
    await page.reload();
    // The introduction renders with the sections, so once they show it would have too.
    await page.getByRole('heading', { name: 'Featured Offers' }).waitFor();
    expect(await intro.count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('a vehicle without a care plan (generic@)', () => {
  test('the switches it cannot use are disabled, each with its reason', async () => {
    const { page, problems, close } = await app.signedIn(
      'generic@demo.ignite',
      '/my-garage/set-odometer',
    );
    await openSettings(page);
    const concierge = settingSwitch(page, 'Concierge messages');
    await expect.poll(() => concierge.isDisabled()).toBe(true);
    expect(await concierge.isChecked()).toBe(false);
    await page
      .getByText('Concierge messages come with a care plan, and this vehicle has none.')
      .waitFor();
    expect(await settingSwitch(page, 'Theft recovery device').isDisabled()).toBe(true);
    await page
      .getByText('Theft recovery comes with a care plan, and this vehicle has none.')
      .waitFor();
    expect(await page.getByRole('radio', { name: 'Installed', exact: true }).isDisabled()).toBe(
      true,
    );
    await page
      .getByText('A health monitor comes with a care plan, and this vehicle has none.')
      .waitFor();
    // The switches that do act here are offered as usual.
    expect(await settingSwitch(page, 'Reverse condition indicators').isEnabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the demo switches, as owner@ (who holds demo in demo mode)', () => {
  test('Health monitor warning shows the demo codes; Care plan off disables the plan’s switches', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await setSwitch(page, 'Health monitor warning', true);
    await page.getByRole('link', { name: 'Show the demo trouble codes' }).click();
    await page.getByRole('heading', { name: 'Diagnostic Trouble CodeS Detected' }).waitFor();
    await page.getByText('P0001', { exact: true }).waitFor();
    await setSwitch(page, 'Health monitor warning', false);
    expect(await page.getByRole('link', { name: 'Show the demo trouble codes' }).count()).toBe(0);

    await setSwitch(page, 'Care plan', false);
    await expect.poll(() => settingSwitch(page, 'Concierge messages').isDisabled()).toBe(true);
    await page.getByRole('heading', { name: 'Demo', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-demo.png');
    await setSwitch(page, 'Care plan', true);
    await expect.poll(() => settingSwitch(page, 'Concierge messages').isEnabled()).toBe(true);
    // The scan the link opens is one no server holds: its lookup answers 404.
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await close();
  });

  test('the cashback demo switches show the demo sample in place of the owner’s own', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    const note = page.getByText(/^Demo data, shown by a demo switch in Settings/);
    await page.goto('/ignite');
    await page.getByRole('heading', { name: 'Available cashback' }).waitFor();
    expect(await note.count()).toBe(0);
    for (const name of ['Demo linked cards', 'Demo bank account', 'Demo transactions']) {
      await setSwitch(page, name, true);
    }
    await page.goto('/ignite');
    await note.first().waitFor();
    const figures = page.getByRole('region', { name: 'Available cashback' });
    await figures.getByText('$51.50').waitFor();
    await expect
      .poll(() =>
        page.getByRole('list', { name: 'Your linked cards' }).getByRole('listitem').count(),
      )
      .toBe(3);
    for (const name of ['Demo linked cards', 'Demo bank account', 'Demo transactions']) {
      await setSwitch(page, name, false);
    }
    await page.goto('/ignite');
    await page.getByRole('heading', { name: 'Available cashback' }).waitFor();
    expect(await note.count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test('custom GPS coordinates become the safety centre’s position', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await setSwitch(page, 'Use custom GPS coordinates', true);
    const form = page.getByRole('form', { name: 'Custom GPS coordinates' });
    await form.getByLabel(/^Latitude/).fill('-37.8136');
    await form.getByLabel(/^Longitude/).fill('144.9631');
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Custom GPS coordinates applied').waitFor();
    await page.goto('/safety');
    const location = page.getByRole('region', { name: 'Your location' });
    await location.getByText('-37.8136', { exact: true }).waitFor();
    await location.getByText('From the custom GPS coordinates in Demo Settings.').waitFor();

    await setSwitch(page, 'Use custom GPS coordinates', false);
    await page.goto('/safety');
    await page
      .getByRole('region', { name: 'Your location' })
      .or(page.getByRole('status'))
      .first()
      .waitFor();
    expect(await page.getByText('-37.8136', { exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test('Dealer mode entry adds Dealer mode to the account menu, which opens the staff sign-in', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    const menu = page.getByRole('button', { name: 'Account menu' });
    await menu.click();
    expect(await page.getByRole('button', { name: 'Dealer mode' }).count()).toBe(0);
    await menu.click();

    await setSwitch(page, 'Dealer mode entry', true);
    await menu.click();
    await page.getByRole('button', { name: 'Dealer mode' }).click();
    await waitForPath(page, '/dealer-mode');
    await page.getByRole('heading', { name: 'Dealer Mode' }).waitFor();
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored).not.toContain('user');
    expect(stored).not.toContain('tokens');

    await signIn(page, 'dealer@demo.ignite', PASSWORD, false);
    await waitForPath(page, '/dealer-mode');
    await page.getByLabel('Find a vehicle').waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});
