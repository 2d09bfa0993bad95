import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './accessibility.ts';
import { PASSWORD, screenshot, signIn, waitForPath } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// Dealer mode at 390x844: the page anonymous visitors meet; dealer@ finds a stock
// vehicle, activates it and sends the welcome text; the customer opens the text's link and
// claims the car in the welcome flow; staff are kept off the consumer tabs, owners off dealer
// mode.
const app = useAppSuite();

type OutboxMessage = { body: string };
async function textsTo(number: string): Promise<OutboxMessage[]> {
  const answer = await fetch(`${app.url()}/api/demo/outbox?to=${encodeURIComponent(number)}`);
  const { data } = (await answer.json()) as { data: { messages: OutboxMessage[] } };
  return data.messages;
}

const CUSTOMER_MOBILE = '+61412555777';

/** Elements whose content is wider than their box: text running off its card. */
async function wider(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => `${element.tagName}: ${element.textContent ?? ''}`),
    );
}

/** A customer's name of 60 characters, the most the form takes, with nowhere to break. */
const LONG_FIRST_NAME = 'Wolfeschlegelsteinhausenbergerdorff';
const LONG_LAST_NAME = 'Featherstonehaughcholmondeley';

/** dealer@ signed in: the landing order brings staff to /dealer-mode, outside the shell. */
async function signedInStaff() {
  const phone = await app.openPhone();
  await phone.page.goto('/login');
  await signIn(phone.page, 'dealer@demo.ignite', PASSWORD, false);
  await waitForPath(phone.page, '/dealer-mode');
  await phone.page.getByLabel('Find a vehicle').waitFor();
  return phone;
}

describe('dealer mode', () => {
  test('an anonymous visitor stays on /dealer-mode and sees the staff sign-in', async () => {
    const { page, problems, close } = await app.openPhone();
    await page.goto('/dealer-mode');
    await page.getByRole('heading', { name: 'Dealer Mode' }).waitFor();
    await page.getByLabel(/Username/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dealer-mode');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dealer-mode-sign-in.png');
    expect(problems).toEqual([]);
    await close();
  });

  test('dealer@ finds a stock vehicle, activates it, and the welcome text is in the outbox', async () => {
    const { page, problems, close } = await signedInStaff();
    const find = page.getByRole('button', { name: 'Find' });
    await page.getByLabel('Find a vehicle').fill('eh');
    expect(await find.isDisabled()).toBe(true);
    await page.getByLabel('Find a vehicle').fill('ehc42k');
    expect(await page.getByLabel('Find a vehicle').inputValue()).toBe('EHC42K');
    await find.click();
    const result = page.getByRole('button', { name: /Toyota Corolla Cross 2025/ });
    await result.getByText('Not activated').waitFor();
    await result.getByText('Not assigned to a consumer').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dealer-mode-search.png');
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await wider(page, 'main *')).toEqual([]);
    await screenshot(page, 'dealer-mode-search-320.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await result.click();

    const activate = page.getByRole('button', { name: 'Activate' });
    await page.getByRole('heading', { name: 'Activate vehicle' }).waitFor();
    expect(await page.getByLabel(/^Rego/).inputValue()).toBe('EHC42K');
    expect(await activate.isDisabled()).toBe(true);
    await page.getByLabel(/^Odometer/).fill('15');
    await page.getByLabel(/Health Monitor status/).selectOption({ label: 'Not installed' });
    // An eleven-digit typo is kept and refused, never cut to another customer's number; at
    // 320 px the number still has room to be read.
    const mobile = page.getByRole('textbox', { name: /Customer's mobile/ });
    await page.setViewportSize({ width: 320, height: 700 });
    await mobile.fill('04122999888');
    expect(await mobile.inputValue()).toBe('412 299 9888');
    await page.getByText('Must be a valid mobile number').waitFor();
    expect(await activate.isDisabled()).toBe(true);
    expect((await mobile.boundingBox())?.width ?? 0).toBeGreaterThan(180);
    // One focus ring, the field's: none drawn again inside it over the prefix.
    await mobile.press('End');
    expect(await mobile.evaluate((input) => getComputedStyle(input).outlineStyle)).toBe('none');
    await screenshot(page, 'dealer-mode-mobile-refused-320.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await mobile.fill('412 555 777');
    await page.getByLabel(/Customer's first name/).fill('Mia');
    await page.getByLabel(/Customer's last name/).fill('Chen');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dealer-mode-activation.png');
    await activate.click();

    await page.getByRole('heading', { name: 'Vehicle activated' }).waitFor();
    await page.getByText('Mia Chen').waitFor();
    await expect.poll(async () => (await textsTo(CUSTOMER_MOBILE)).length).toBe(1);
    await page.getByRole('button', { name: 'Resend welcome message' }).click();
    await page.getByText('Welcome SMS was sent successfully').waitFor();
    await expect.poll(async () => (await textsTo(CUSTOMER_MOBILE)).length).toBe(2);
    await page.getByRole('button', { name: 'Resend welcome message' }).click();
    await expect.poll(async () => (await textsTo(CUSTOMER_MOBILE)).length).toBe(3);
    // The 4th text in this session is refused.
    await page.getByRole('button', { name: 'Resend welcome message' }).click();
    await page
      .getByText('Welcome SMS cannot be repeatedly sent.  Please wait before sending again.')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dealer-mode-activated.png');

    await page.getByRole('button', { name: 'Close' }).first().click();
    await page.getByLabel('Find a vehicle').waitFor();
    // A 429 is the expected answer to the 4th send; nothing else went wrong.
    expect(problems.filter((problem) => !problem.includes('429'))).toEqual([]);
    await close();
  });

  test("a refused activation is titled 'Activate vehicle', and the form keeps its values", async () => {
    const { page, problems, close } = await signedInStaff();
    await page.getByLabel('Find a vehicle').fill('NEW42Q');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('No vehicle matches NEW42Q').waitFor();
    await page.getByRole('button', { name: 'Set up a new vehicle' }).click();

    // FDX19P is Harbour City Motors' stock in NSW: the server refuses a second vehicle with
    // that rego and state in the app (409), as a real refusal, not a stubbed one.
    await page.getByLabel(/^App/).selectOption({ label: 'Harbour City Motors' });
    await page.getByLabel(/^Rego/).fill('FDX19P');
    await page.getByLabel(/^State/).selectOption({ label: 'NSW' });
    await page.getByLabel(/^Odometer/).fill('10');
    await page.getByLabel(/Health Monitor status/).selectOption({ label: 'Not installed' });
    await page.getByRole('textbox', { name: /Customer's mobile/ }).fill('412 555 888');
    await page.getByRole('button', { name: 'Activate' }).click();

    const failure = page.getByRole('alert', { name: 'Activate vehicle' });
    await failure.waitFor();
    // textContent, not getByText (which folds spaces): the spec's two spaces are kept.
    expect(await failure.locator('p').first().textContent()).toBe(
      "Unfortunately the vehicle couldn't be activated.  Please check the details and try again",
    );
    expect(await page.getByLabel(/^Rego/).inputValue()).toBe('FDX19P');
    expect(await page.getByRole('heading', { name: 'Vehicle activated' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.filter((problem) => !problem.includes('409'))).toEqual([]);
    await close();
  });

  test('a new vehicle: the search says what is set up, the form takes its make, model and year', async () => {
    const { page, problems, close } = await signedInStaff();
    await page.getByLabel('Find a vehicle').fill('NEW55Z');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('No vehicle matches NEW55Z').waitFor();
    await page
      .getByText(/^Rego NEW55Z: a new vehicle\. Its make, model and year are asked/)
      .waitFor();
    await screenshot(page, 'dealer-mode-search-new.png');
    await page.getByRole('button', { name: 'Set up a new vehicle' }).click();

    const setUp = page.getByRole('region', { name: 'The vehicle being set up' });
    await setUp.getByText('Make/model not available').waitFor();
    await setUp.getByText('NEW55Z', { exact: true }).waitFor();
    await page.getByLabel(/^App/).selectOption({ label: 'Harbour City Motors' });
    await page.getByLabel(/^Make/).fill('Mazda');
    await page.getByLabel(/^Model/).fill('CX-5');
    await page.getByLabel(/^Year/).fill('1899');
    await page.getByLabel(/^State/).selectOption({ label: 'NSW' });
    await page.getByText('Enter the year it was built, from 1900 to 2100').waitFor();
    await page.getByLabel(/^Year/).fill('2024');
    await setUp.getByText('Mazda CX-5 2024', { exact: true }).waitFor();
    await setUp.getByText('NEW55Z · NSW', { exact: true }).waitFor();
    await page.getByLabel(/^Odometer/).fill('12');
    await page.getByLabel(/Health Monitor status/).selectOption({ label: 'Not installed' });
    await page.getByRole('textbox', { name: /Customer's mobile/ }).fill('412 555 321');
    expect(await seriousViolations(page)).toEqual([]);
    // The card of the vehicle being set up at the top of the picture.
    await page.getByRole('heading', { name: 'Activate vehicle' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'dealer-mode-new-vehicle.png');
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await wider(page, 'main *')).toEqual([]);
    await screenshot(page, 'dealer-mode-new-vehicle-320.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Activate' }).click();

    await page.getByRole('heading', { name: 'Vehicle activated' }).waitFor();
    await page.getByText('Mazda CX-5 2024', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('a 60-character customer name wraps inside the confirmation and the search card', async () => {
    const { page, problems, close } = await signedInStaff();
    expect(`${LONG_FIRST_NAME} ${LONG_LAST_NAME}`).toHaveLength(65);
    // FDX19P: Harbour City Motors' stock with no make or model yet.
    await page.getByLabel('Find a vehicle').fill('FDX19P');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('button', { name: /FDX19P/ }).click();
    await page.getByLabel(/^Odometer/).fill('8');
    await page.getByLabel(/Health Monitor status/).selectOption({ label: 'Not installed' });
    await page.getByRole('textbox', { name: /Customer's mobile/ }).fill('412 555 654');
    // One word of 60 characters: the most the first-name field takes, nowhere to break.
    const sixty = `${LONG_FIRST_NAME}${LONG_LAST_NAME.slice(0, 25)}`;
    expect(sixty).toHaveLength(60);
    await page.getByLabel(/Customer's first name/).fill(sixty);
    await page.getByLabel(/Customer's last name/).fill(LONG_LAST_NAME);
    await page.getByRole('button', { name: 'Activate' }).click();

    const outcome = page.getByRole('region', { name: 'Vehicle activated' });
    await outcome.getByText(new RegExp(sixty)).waitFor();
    expect(await wider(page, 'main *')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dealer-mode-long-name.png');
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await wider(page, 'main *')).toEqual([]);
    const card = await outcome.boundingBox();
    const name = await outcome.getByText(new RegExp(sixty)).boundingBox();
    expect((name?.x ?? 0) + (name?.width ?? 0)).toBeLessThanOrEqual(
      (card?.x ?? 0) + (card?.width ?? 0),
    );
    await screenshot(page, 'dealer-mode-long-name-320.png');

    // The search card names the customer in full too, inside its edges.
    await page.getByRole('button', { name: 'Close' }).last().click();
    await page.getByLabel('Find a vehicle').fill('FDX19P');
    await page.getByRole('button', { name: 'Find' }).click();
    await page
      .getByRole('button', { name: /FDX19P/ })
      .getByText(new RegExp(sixty))
      .waitFor();
    expect(await wider(page, 'main *')).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  test('staff on the demo outbox get dealer mode’s frame, not the owners’ tabs', async () => {
    const { page, problems, close } = await signedInStaff();
    await page.goto('/debug/outbox');
    await waitForPath(page, '/dealer-mode/outbox');
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();
    // The welcome texts staff sent are there to read.
    await page.getByText(`Text to ${CUSTOMER_MOBILE}`).first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Marketplace' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send due reminders now' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dealer-mode-outbox.png');
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await screenshot(page, 'dealer-mode-outbox-320.png');
    await page.getByRole('link', { name: 'Back to Dealer Mode' }).click();
    await waitForPath(page, '/dealer-mode');
    await page.getByLabel('Find a vehicle').waitFor();
    expect(problems).toEqual([]);
    await close();

    // An owner keeps the outbox in the shell, with the tabs.
    const owner = await app.signedIn('owner@demo.ignite');
    await owner.page.goto('/dealer-mode/outbox');
    await waitForPath(owner.page, '/my-garage');
    await owner.page.goto('/debug/outbox');
    await owner.page.getByRole('heading', { name: 'Outbox' }).waitFor();
    await owner.page.getByRole('navigation', { name: 'Main' }).waitFor();
    await owner.close();
  });

  test('the customer opens the text’s link, confirms the odometer and sees the car in the garage', async () => {
    const [text] = await textsTo(CUSTOMER_MOBILE);
    const link = /https?:\/\/\S+\/welcome\/[A-Za-z0-9_-]{43}/.exec(text?.body ?? '')?.[0];
    expect(link).toBeDefined();
    const { page, problems, close } = await app.openPhone();
    await page.goto(new URL(link ?? '').pathname);
    await waitForPath(page, '/welcome-flow');
    // Staff found the car: no rego search; the odometer they entered is there to confirm.
    await page.getByRole('heading', { name: 'Is this your car?' }).waitFor();
    await page.getByText('Harbour City Motors').first().waitFor();
    await page.getByText('Step 2 of 3').waitFor();
    expect(await page.getByLabel(/Registration number/).count()).toBe(0);
    expect(await page.getByLabel(/Odometer/).inputValue()).toBe('15');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'welcome-flow-by-link.png');
    await page.getByRole('button', { name: "That's my car, let's go" }).click();
    // The link proved the phone it was texted to: no code is asked for.
    await waitForPath(page, '/my-garage', 30_000);
    await page.getByText('Corolla Cross').first().waitFor();
    expect(await textsTo(CUSTOMER_MOBILE)).toHaveLength(3);
    expect(problems).toEqual([]);
    await close();
  });

  test('staff on the marketplace or safety tabs land on the notice; an owner on dealer mode lands on My Garage', async () => {
    const staff = await signedInStaff();
    for (const path of ['/my-marketplace', '/safety']) {
      await staff.page.goto(path);
      await waitForPath(staff.page, '/dealer-mode/unauthorized');
      await staff.page.getByText('A dealer-mode account has no access to this tab.').waitFor();
    }
    expect(await seriousViolations(staff.page)).toEqual([]);
    await staff.close();

    const owner = await app.signedIn('owner@demo.ignite');
    await owner.page.goto('/dealer-mode');
    await waitForPath(owner.page, '/my-garage');
    await owner.close();
  });
});
