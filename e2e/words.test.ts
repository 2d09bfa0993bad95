import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { waitForShellReady } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// The words and pictures a new owner meets on a phone at 390x844.
const app = useAppSuite();

const tile = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Condition monitors' })
    .getByRole('listitem', { name, exact: true });

describe("the app's words at 390x844", () => {
  test("a customer's garage has no Debug link; Settings' demo section keeps it", async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.getByRole('region', { name: 'Condition monitors' }).waitFor();
    expect(await page.getByRole('link', { name: 'Debug' }).count()).toBe(0);

    await page.goto('/my-garage/settings');
    await waitForShellReady(page);
    await page.getByRole('link', { name: 'Debug' }).click();
    await page.getByRole('heading', { name: 'Colour Palette', level: 1 }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('the Tyres monitor shows a tyre, not the dashed circle of a loading spinner', async () => {
    const { page, close } = await app.signedIn('owner@demo.ignite');
    const tyres = page
      .getByRole('region', { name: 'Condition monitors' })
      .getByRole('listitem', { name: 'Tyres', exact: true });
    const icon = tyres.locator('svg').first();
    await icon.waitFor();
    const classes = (await icon.getAttribute('class')) ?? '';
    expect(classes).toContain('lucide-tyre');
    expect(classes).not.toMatch(/dashed|loader/);
    await close();
  });

  test("the service log says 'Service Center' one way only", async () => {
    const { page, close } = await app.signedIn('owner@demo.ignite');
    await page.goto('/my-garage/digital-service-log');
    await page.getByRole('button', { name: 'Contact Service Center' }).click();
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/centre/i);
    await close();
  });

  test("each monitor's page is titled with its name, in the header and the tab", async () => {
    const { page, close } = await app.signedIn('owner@demo.ignite');
    await page.goto('/my-garage/care-plan/item/condition/wiper-blades');
    await page.getByRole('heading', { name: 'Wiper Blades', level: 1 }).waitFor();
    expect(await page.title()).toBe('Wiper Blades | Ignite');
    await page.goto('/my-garage/care-plan/item/condition/brakes');
    await page.getByRole('heading', { name: 'Brakes', level: 1 }).waitFor();
    await close();
  });

  test('one date format per screen, and no date breaks across lines', async () => {
    const { page, close } = await app.signedIn('owner@demo.ignite');
    const SHORT = /^\d{2}-[A-Z][a-z]{2}-\d{4}$/;
    const LONG = /^[A-Z][a-z]+day, \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4}$/;
    for (const path of [
      '/my-garage',
      '/my-garage/digital-service-log',
      '/my-garage/history',
      '/my-garage/care-plan/item/condition/tyres',
      '/my-garage/care-plan/item/condition/service',
    ]) {
      await page.goto(path);
      await page.locator('main time').first().waitFor();
      const dates = await page.locator('main time').evaluateAll((times) =>
        times.map((time) => ({
          text: time.textContent ?? '',
          wraps: getComputedStyle(time).whiteSpace !== 'nowrap',
        })),
      );
      const formats = new Set(
        dates.map(({ text }) => (SHORT.test(text) ? 'short' : LONG.test(text) ? 'long' : text)),
      );
      expect([...formats], path).toHaveLength(1);
      expect(['short', 'long'], path).toContain([...formats][0]);
      expect(
        dates.filter(({ wraps }) => wraps),
        path,
      ).toEqual([]);
    }
    await close();
  });

  test('unset monitors offer Set Due Date quietly, not as a column of orange buttons', async () => {
    const { page, close } = await app.signedIn('owner@demo.ignite');
    const tile = page
      .getByRole('region', { name: 'Condition monitors' })
      .getByRole('listitem', { name: 'Wiper Blades', exact: true });
    const setDueDate = tile.getByRole('link', { name: /Set Due Date/ });
    const manage = page.getByRole('link', { name: /Manage Service/ });
    const background = (link: typeof manage) =>
      link.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(setDueDate)).toBe(await background(manage));
    await close();
  });

  test('Set Due Date leads to a question that says how it sets the due date', async () => {
    const { page, close } = await app.signedIn('owner@demo.ignite');
    await tile(page, 'Wiper Blades')
      .getByRole('link', { name: /Set Due Date/ })
      .click();
    await page.getByText('When was it last done?').waitFor();
    await page
      .getByText('The due date is worked out from then, so reminders come when it is next due.')
      .waitFor();
    await close();
  });
});
