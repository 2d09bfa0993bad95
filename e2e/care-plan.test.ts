import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './accessibility.ts';
import {
  PASSWORD,
  screenshot,
  settled,
  signIn,
  waitForPath,
  waitForShellReady,
} from './helpers.ts';
import { useAppSuite } from './suite.ts';

// The care plan, PROTECT's activation, the home dealership and the concierge, as
// each persona meets them at 390x844.
const app = useAppSuite();

type OutboxMessage = { to: string; subject: string; attachments: string[]; state: string };
async function outbox(to: string): Promise<OutboxMessage[]> {
  const answer = await fetch(`${app.url()}/api/demo/outbox?to=${encodeURIComponent(to)}`);
  const body = (await answer.json()) as { data: { messages: OutboxMessage[] } };
  return body.data.messages;
}

/** Sets the browser's clock (not the server's) to a wall-clock time in Sydney. */
async function atSydneyTime(page: Page, iso: string) {
  await page.clock.install({ time: new Date(iso) });
}

describe('PROTECT activation', () => {
  test('protect@ lands on the flow, reads the terms, ticks four boxes and activates', async () => {
    const { page, problems, close } = await app.signedIn(
      'protect@demo.ignite',
      '/my-garage/acknowledge-ignite-protect',
    );
    await page.getByRole('heading', { name: /Congratulations on your new Mazda CX-5/ }).waitFor();
    await screenshot(page, 'protect-introduction.png');
    await page.getByRole('button', { name: 'Continue' }).click();

    const boxes = page.getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBe(4);
    for (const box of await boxes.all()) expect(await box.isDisabled()).toBe(true);
    const activate = page.getByRole('button', { name: 'Activate My Cover' });
    expect(await activate.isDisabled()).toBe(true);

    // The terms open in a new tab, as a PDF from a signed link.
    const [terms] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /Terms & Conditions/ }).click(),
    ]);
    const pdf = await page.request.get(terms.url());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await terms.close();

    await expect.poll(() => boxes.first().isDisabled()).toBe(false);
    for (const box of (await boxes.all()).slice(0, 3)) await box.check();
    expect(await activate.isDisabled()).toBe(true);
    await boxes.nth(3).check();
    await screenshot(page, 'protect-acknowledgement.png');
    expect(await seriousViolations(page)).toEqual([]);
    await activate.click();

    await page.getByRole('heading', { name: 'Your cover is activated' }).waitFor();
    await page.getByText('We have emailed you your agreement').waitFor();
    await screenshot(page, 'protect-activated.png');
    await page.getByRole('button', { name: 'Continue' }).click();
    await waitForPath(page, '/my-garage');

    await page.goto('/my-garage/care-plan');
    const card = page.getByRole('listitem').filter({ hasText: 'Ignite PROTECT' });
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText('Active from').waitFor();
    await card.getByText('Expires').waitFor();
    await card.getByRole('link', { name: 'Call To Make a Claim' }).waitFor();

    await expect
      .poll(async () => (await outbox('protect@demo.ignite')).map((m) => [m.subject, m.state]))
      .toEqual([['Your Ignite PROTECT cover is active', 'sent']]);
    // Signing in again no longer lands on the flow.
    expect(problems).toEqual([]);
    await close();
    const again = await app.signedIn('protect@demo.ignite', '/my-garage');
    await again.close();
  });
});

describe('owner@ with the full plan', () => {
  test('opens the care plan, a product page, a work-order item and the concierge', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.getByRole('link', { name: 'Care Plan' }).click();
    await waitForPath(page, '/my-garage/care-plan');
    await page.getByRole('heading', { name: 'Harbour City Motors Care Plan' }).waitFor();
    for (const product of [
      'Ignite Rewards',
      'Ignite PROTECT',
      'Guaranteed Future Value',
      'Mechanical Protection',
      'Roadside Assistance',
      'Theft Recovery',
    ]) {
      await page.getByRole('heading', { name: product, level: 3, exact: true }).waitFor();
    }
    await page.getByText('No limit').waitFor();

    await page.getByRole('link', { name: 'Ignite PROTECT', exact: true }).click();
    await waitForPath(page, '/my-garage/care-plan/ignite-protect');
    await page.getByRole('link', { name: /Your Agreement/ }).waitFor();
    await page.getByRole('link', { name: /Windscreen Repair/ }).click();
    await waitForPath(page, '/my-garage/care-plan/item/windscreen-repair');
    await page
      .getByText(
        "You've reached your annual work limit on this item, but you can still call us to book a repair",
      )
      .waitFor();
    await page.goto('/my-garage/care-plan/item/key-fob-service');
    await page
      .getByText(
        "You're at the limit of your available orders, but you can still call us to book a repair",
      )
      .waitFor();
    await page.goto('/my-garage/care-plan/item/tyre-repair');
    await page.getByText("You've used 1 of your 4 available orders").waitFor();

    await page.goto('/my-garage/concierge');
    await page.getByRole('heading', { name: 'Harbour City Concierge' }).waitFor();
    await page.getByRole('heading', { name: 'Messages from your dealership' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('the concierge follows Sydney business hours, not the browser’s zone', async () => {
    const { page, close } = await app.signedIn('owner@demo.ignite');
    // Wednesday 25 November 2026, 10:00 in Sydney (23:00 UTC the day before).
    await atSydneyTime(page, '2026-11-24T23:00:00Z');
    await page.goto('/my-garage/concierge');
    const call = page.getByRole('link', { name: 'Call Concierge' });
    expect(await call.getAttribute('href')).toBe('tel:1300472846');
    expect(await page.getByText('Concierge is currently closed').count()).toBe(0);
    // Sydney keeps daylight saving in November: its hours are in AEDT, not AEST.
    await page.getByText('Monday to Friday, 9:00am to 5:00pm AEDT', { exact: true }).waitFor();
    expect(await page.getByText(/AEST/).count()).toBe(0);
    await screenshot(page, 'concierge.png');

    // Saturday 28 November 2026, 10:00 in Sydney.
    await atSydneyTime(page, '2026-11-27T23:00:00Z');
    await page.goto('/my-garage/concierge');
    await page
      .getByText('Concierge is currently closed, please try again within business hours')
      .waitFor();
    const dimmed = page.getByRole('link', { name: 'Call Concierge' });
    expect(await dimmed.getAttribute('aria-disabled')).toBe('true');
    expect(await dimmed.getAttribute('href')).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await close();
  });

  test('a dismissed message stays dismissed on the server', async () => {
    const { page, close } = await app.signedIn('owner@demo.ignite');
    await page.goto('/my-garage/concierge');
    const reminder = page.getByRole('listitem').filter({ hasText: 'tyres were rotated' });
    await reminder.getByRole('button', { name: 'Dismiss message' }).click();
    await reminder.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Messages from your dealership' }).waitFor();
    expect(await page.getByText('tyres were rotated').count()).toBe(0);
    await close();
  });

  test('in June the concierge’s hours are in AEST again', async () => {
    const { page, close } = await app.signedIn('owner@demo.ignite');
    // Wednesday 10 June 2026, 10:00 in Sydney.
    await atSydneyTime(page, '2026-06-10T00:00:00Z');
    await page.goto('/my-garage/concierge');
    await page.getByText('Monday to Friday, 9:00am to 5:00pm AEST', { exact: true }).waitFor();
    await page.goto('/my-garage/care-plan/ignite-rewards');
    await page.getByText('Monday to Friday, 9:00am to 5:00pm AEST', { exact: true }).waitFor();
    await close();
  });
});

/** Each element in `main` that reaches past its right edge: a title cut or pushed off. */
const overflowing = (page: Page) =>
  page.locator('main').evaluate((root) => {
    const edge = root.getBoundingClientRect().right + 0.5;
    return [...root.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > edge)
      .map((element) => element.outerHTML.slice(0, 80));
  });

/** Headings (the header's title included) whose text is cut: wider than their box. */
const cutHeadings = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3')]
      .filter((heading) => heading.scrollWidth > heading.clientWidth + 1)
      .map((heading) => heading.textContent),
  );

/** Whether `first` and `second`, words of the heading's text, are drawn on one line. */
const onOneLine = (page: Page, heading: string, first: string, second: string) =>
  page.getByRole('heading', { name: heading }).evaluate(
    (element, { a, b }) => {
      const tops = [a, b].map((word) => {
        const text = element.textContent ?? '';
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let offset = 0;
        const at = text.indexOf(word);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent?.length ?? 0;
          if (at >= offset && at < offset + length) {
            const range = document.createRange();
            range.setStart(node, at - offset);
            range.setEnd(node, at - offset + 1);
            return range.getBoundingClientRect().top;
          }
          offset += length;
        }
        return Number.NaN;
      });
      return tops[0] === tops[1];
    },
    { a: first, b: second },
  );

describe('the guarantee and mechanical protection', () => {
  test('owner@ reads what the guarantee is, its facts and documents, and how to use it', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.goto('/my-garage/care-plan');
    await page.getByRole('link', { name: 'Guaranteed Future Value', exact: true }).click();
    await waitForPath(page, '/my-garage/guaranteed-future-value');
    await page.getByRole('heading', { name: 'Guaranteed Future Value', level: 2 }).waitFor();
    expect(await page.getByText('More about this product is coming').count()).toBe(0);

    // What it is, in plain words, from the plan's own figures.
    await page.getByRole('heading', { name: 'What this guarantee means' }).waitFor();
    const explained = page.getByText(/will pay at least/);
    const words = await explained.textContent();
    expect(words).toContain('Harbour City Motors will pay at least $21,500 for your Toyota RAV4');
    expect(words).toContain('as a trade-in on your next car from them');
    expect(words).toContain('no more than 100,000 km');
    await page.getByText('If yours is worth more on the day, you get the higher amount.').waitFor();

    const facts = page.locator('dl');
    for (const [label, value] of [
      ['Contract number', 'GFV-88213'],
      ['Provider', 'Harbour City Motors'],
      ['Guaranteed value', '$21,500'],
      ['Term', '36 months'],
      ['Kilometre limit', '100,000 km'],
    ] as const) {
      await facts.getByText(label, { exact: true }).waitFor();
      await facts.getByText(value, { exact: true }).waitFor();
    }
    await facts.getByText('Active from', { exact: true }).waitFor();
    await facts.getByText('Ends', { exact: true }).waitFor();

    const call = page.getByRole('link', { name: 'Call the Dealership' });
    expect(await call.getAttribute('href')).toBe('tel:0296301000');
    await page.getByText('Quote your contract number').waitFor();
    for (const name of [/Terms & Conditions/, /Your Certificate/]) {
      const link = page.getByRole('link', { name });
      await link.waitFor();
      const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
      expect(pdf.headers()['content-type']).toBe('application/pdf');
    }
    await page.getByRole('link', { name: 'Contact Dealer' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'care-plan-guarantee.png');
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await overflowing(page)).toEqual([]);
    expect(await cutHeadings(page)).toEqual([]);
    await screenshot(page, 'care-plan-guarantee-320.png');
    expect(problems).toEqual([]);
    await close();
  });

  test('owner@ reads mechanical protection: facts, claim line, documents', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.goto('/my-garage/care-plan');
    await page.getByRole('link', { name: 'Mechanical Protection', exact: true }).click();
    await waitForPath(page, '/my-garage/mechanical-protection');
    await page.getByRole('heading', { name: 'Mechanical Protection', level: 2 }).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    const facts = page.locator('dl');
    for (const [label, value] of [
      ['Contract number', 'MP-310977'],
      ['Provider', 'Ignite Protect Pty Ltd'],
      ['Term', '60 months'],
      ['Kilometre limit', '150,000 km'],
      ['Maximum per claim', '$5,000.00'],
    ] as const) {
      await facts.getByText(label, { exact: true }).waitFor();
      await facts.getByText(value, { exact: true }).waitFor();
    }
    await facts.getByText('Expires', { exact: true }).waitFor();
    const claim = page.getByRole('link', { name: 'Call To Make a Claim' });
    expect(await claim.getAttribute('href')).toBe('tel:1300776832');
    await page.getByText('MP-310977', { exact: true }).last().waitFor();
    for (const name of [/Terms & Conditions/, /Your Agreement/]) {
      const link = page.getByRole('link', { name });
      await link.waitFor();
      const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
      expect(pdf.headers()['content-type']).toBe('application/pdf');
    }
    await page.getByRole('link', { name: 'Contact Dealer' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'care-plan-mechanical.png');
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await overflowing(page)).toEqual([]);
    expect(await cutHeadings(page)).toEqual([]);
    await screenshot(page, 'care-plan-mechanical-320.png');
    expect(problems).toEqual([]);
    await close();
  });

  test('protect@’s plan offers neither: no card, and the page says so with a way back', async () => {
    // protect@ lands on PROTECT's activation until it is active (the test above activates it).
    const { page, problems, close } = await app.openPhone();
    await page.goto('/login');
    await signIn(page, 'protect@demo.ignite', PASSWORD, false);
    await waitForShellReady(page);
    await page.goto('/my-garage/care-plan');
    await page.getByRole('heading', { name: 'Ignite PROTECT', level: 3 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Guaranteed Future Value' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Mechanical Protection' }).count()).toBe(0);

    for (const [path, product] of [
      ['/my-garage/guaranteed-future-value', 'Guaranteed Future Value'],
      ['/my-garage/mechanical-protection', 'Mechanical Protection'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: `${product} is not part of your plan` }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }
    await page.getByRole('link', { name: 'Back to Care Plan' }).click();
    await waitForPath(page, '/my-garage/care-plan');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('care-plan screens at 320 and 390 px wide', () => {
  test('nothing reaches past the edge, and Care Plan is never split', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
      await page.goto('/my-garage/care-plan');
      await page.getByRole('heading', { name: 'Harbour City Motors Care Plan' }).waitFor();
      expect(
        await onOneLine(page, 'Harbour City Motors Care Plan', 'Care', 'Plan'),
        `${width}`,
      ).toBe(true);
      await settled(page);
      expect(await overflowing(page)).toEqual([]);
      expect(await cutHeadings(page)).toEqual([]);
    }
    for (const path of [
      '/my-garage/care-plan/ignite-rewards',
      '/my-garage/care-plan/ignite-protect',
      '/my-garage/care-plan/item/windscreen-repair',
      '/my-garage/theft-recovery',
      '/my-garage/dealership',
      '/my-garage/concierge',
      '/my-garage/concierge/emergency/flat-tyre',
    ]) {
      await page.goto(path);
      await page.locator('main :is(h2, h3)').first().waitFor();
      await settled(page);
      expect(await overflowing(page), path).toEqual([]);
      expect(await cutHeadings(page), path).toEqual([]);
    }
    await page.goto('/my-garage/care-plan');
    await page.getByRole('heading', { name: 'Harbour City Motors Care Plan' }).waitFor();
    await screenshot(page, 'care-plan-320.png');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('generic@ without a dealership', () => {
  test('sees the generic wording and changes dealership with a reward code', async () => {
    const { page, problems, close } = await app.signedIn(
      'generic@demo.ignite',
      '/my-garage/set-odometer',
    );
    await page.goto('/my-garage/care-plan');
    await page.getByRole('heading', { name: 'Rewards need a participating dealership' }).waitFor();
    await page.getByRole('link', { name: 'Unlock Rewards' }).click();
    await waitForPath(page, '/my-garage/dealership/change');

    const code = page.getByLabel('Reward code');
    const find = page.getByRole('button', { name: 'Find my dealership' });
    await code.fill('73591');
    expect(await find.isDisabled()).toBe(true);
    // Seven digits stay as typed and are refused, never cut to another dealership's code.
    await code.fill('7359142');
    expect(await code.inputValue()).toBe('7359142');
    await page.getByText('The reward code must be 6 digits').waitFor();
    expect(await find.isDisabled()).toBe(true);
    await code.fill('999999');
    await find.click();
    await page.getByText('Unknown code').waitFor();
    await page.getByText('Unfortunately the code you entered is not valid.').waitFor();

    await code.fill('735914');
    await find.click();
    await page.getByText('Northside Isuzu UTE', { exact: true }).waitFor();
    await screenshot(page, 'dealership-change.png');
    await page.getByRole('button', { name: 'Make this my dealership' }).click();
    await waitForPath(page, '/my-garage');
    await page.getByText('Your dealership', { exact: true }).waitFor();
    await page.getByRole('link', { name: /Northside Isuzu UTE/ }).waitFor();
    // The browser reports the unknown code's 404 itself; nothing else went wrong.
    expect(problems).toEqual([expect.stringContaining('404 (Not Found) (http://127.0.0.1')]);
    expect(problems[0]).toContain('/get-app-by-originator-code/999999');
    await close();
  });
});

describe('screenshots of each new page', () => {
  const pages = [
    ['care-plan', '/my-garage/care-plan'],
    ['rewards', '/my-garage/care-plan/ignite-rewards'],
    ['protect', '/my-garage/care-plan/ignite-protect'],
    ['work-order-item', '/my-garage/care-plan/item/windscreen-repair'],
    ['theft-recovery', '/my-garage/theft-recovery'],
    ['mechanical-protection', '/my-garage/mechanical-protection'],
    ['dealership', '/my-garage/dealership'],
    ['concierge-help', '/my-garage/concierge/emergency/flat-tyre'],
  ] as const;

  test.each(['dark', 'light'] as const)('in the %s theme', async (theme) => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    if (theme === 'light') {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('button', { name: 'Light Mode' }).click();
    }
    for (const [name, path] of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.locator('main :is(h2, h3)').first().waitFor();
      await screenshot(page, `${name}-${theme}.png`);
    }
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the care-plan demo switch', () => {
  test('off shows owner@ the generic variant; on brings the plan back', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.goto('/my-garage/settings');
    const careSwitch = page.getByRole('switch', { name: /Care plan/ });
    // Its state is the server's: checked once the garage has loaded.
    await expect.poll(() => careSwitch.isChecked()).toBe(true);
    await careSwitch.click();
    await expect.poll(() => careSwitch.isChecked()).toBe(false);
    await page.goto('/my-garage/care-plan');
    await page.getByRole('heading', { name: 'Rewards need a participating dealership' }).waitFor();

    await page.goto('/my-garage/settings');
    await page.getByRole('switch', { name: /Care plan/ }).click();
    await expect.poll(() => page.getByRole('switch', { name: /Care plan/ }).isChecked()).toBe(true);
    await page.goto('/my-garage/care-plan');
    await page.getByRole('heading', { name: 'Harbour City Motors Care Plan' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});
