import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './accessibility.ts';
import { PASSWORD, screenshot, signIn, waitForPath, waitForShellReady } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// The cashback wallet at 390x844, as the demo personas meet it: a card linked in the sandbox,
// demo purchases pending, a withdrawal, the bank account saved, cleared and removed, a card
// removal that fails, and every page under axe.
const app = useAppSuite();

const CARD_REMOVAL_FAILED =
  'Unfortunately there was a problem and the card could not be removed. Please try again later.';

/** The nickname field's longest: 30 characters, none of them a place to break. */
const LONG_NICKNAME = 'Supercalifragilisticexpialidoc';

const cardList = (page: Page) => page.getByRole('list', { name: 'Your linked cards' });
const available = (page: Page) =>
  page.getByRole('region', { name: 'Available cashback' }).locator('p').first();

async function openProfile(page: Page) {
  await page.goto('/ignite');
  await page.getByRole('heading', { name: 'Available cashback' }).waitFor();
}

/**
 * Whether the marketplace's home asks to link a card, once the owner's profile is known (the
 * Cashback button shows the amount): before that, no prompt is the right answer either way.
 */
async function marketplaceAsksForACard(page: Page): Promise<boolean> {
  await page.goto('/my-marketplace');
  await page.getByRole('heading', { name: 'Featured Offers' }).waitFor();
  await page.getByRole('link', { name: /^Cashback, \$[\d,.]+ available$/ }).waitFor();
  return (await page.getByRole('heading', { name: 'Before you get started' }).count()) > 0;
}

/** Elements whose content is wider than their box: text that overflows its card. */
async function overflowing(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent ?? ''),
    );
}

describe('screenshots of the cashback pages', () => {
  const pages = [
    ['profile', '/ignite'],
    ['transactions', '/ignite/transactions'],
    ['bank-account', '/ignite/manage-bank-account'],
    ['redeem', '/ignite/redeem-cashback'],
  ] as const;

  // Before the tests below change owner@'s wallet: the pages as the seed has them.
  test.each(['dark', 'light'] as const)('in the %s theme, at 390 and 320 wide', async (theme) => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    if (theme === 'light') {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('button', { name: 'Light Mode' }).click();
    }
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      for (const [name, path] of pages) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.locator('main h2').first().waitFor();
        // Nothing wider than the screen: the page never scrolls sideways.
        expect(
          await page.locator('main').evaluate((main) => main.scrollWidth - main.clientWidth),
        ).toBe(0);
        if (width === 390) {
          await screenshot(page, `cashback-${name}-${theme}.png`);
          expect(await seriousViolations(page)).toEqual([]);
        }
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ignite');
    await page.getByRole('heading', { name: 'Available cashback' }).waitFor();
    await screenshot(page, `cashback-profile-desktop-${theme}.png`);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the cashback wallet', () => {
  test('generic@ links a card in the sandbox, sees it in the carousel, and demo purchases show as pending', async () => {
    // generic@'s odometer is stale: the sign-in lands on its update first.
    const { page, problems, close } = await app.signedIn(
      'generic@demo.ignite',
      '/my-garage/set-odometer',
    );
    await openProfile(page);
    await page.getByText('No cards have been linked').waitFor();
    await page
      .getByText('You need to link at least one card to receive cashback rewards')
      .waitFor();
    await page.getByText('You have no pending transactions').waitFor();
    await page.getByRole('link', { name: 'Set Your Home Dealership' }).waitFor();
    await page.getByRole('heading', { name: 'Earn cashback every time you shop' }).waitFor();
    await screenshot(page, 'cashback-profile-generic.png');
    expect(await seriousViolations(page)).toEqual([]);
    // No card yet: the marketplace asks for one too.
    expect(await marketplaceAsksForACard(page)).toBe(true);
    await openProfile(page);

    await page.getByRole('link', { name: 'Link card', exact: true }).click();
    await waitForPath(page, '/sandbox/card-link');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/ignite');
    await page.getByText('Sandbox — test cards only').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4241');
    await page.getByLabel('Expiry (MM/YY)').fill('1230');
    await page.getByRole('button', { name: 'Link card' }).click();
    await page.getByText('Enter a valid Visa, Mastercard or Amex test card number').waitFor();
    await page.getByLabel('Card number').fill('4242424242424242');
    expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    expect(await page.getByLabel('Expiry (MM/YY)').inputValue()).toBe('12/30');
    await page.getByLabel('Nickname (optional)').fill(LONG_NICKNAME);
    await screenshot(page, 'cashback-sandbox.png');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Link card' }).click();

    await waitForPath(page, '/ignite');
    const card = cardList(page).getByRole('listitem');
    await card.getByText(LONG_NICKNAME).waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain('4242');
    expect(await card.textContent()).toContain('12/30');
    expect(await overflowing(page, 'main li p')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // A card linked: neither the cashback page nor the marketplace asks for one any more.
    expect(
      await page.getByRole('heading', { name: 'Earn cashback every time you shop' }).count(),
    ).toBe(0);
    expect(await marketplaceAsksForACard(page)).toBe(false);
    await openProfile(page);

    await page.getByRole('button', { name: 'Make demo purchases' }).click();
    const pending = page.getByRole('region', { name: 'Pending transactions' });
    await expect.poll(() => pending.getByText('Pending', { exact: true }).count()).toBe(3);
    expect(await pending.getByText('You have no pending transactions').count()).toBe(0);
    await screenshot(page, 'cashback-demo-purchases.png');
    expect(problems).toEqual([]);
    await close();
  });

  test('owner@ withdraws: the balance falls and the transfer is confirmed', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await openProfile(page);
    expect(await available(page).textContent()).toBe('$51.50');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Withdraw' }).click();
    await waitForPath(page, '/ignite/redeem-cashback');
    await page.getByRole('radio', { name: '$50 Highest' }).waitFor();
    expect(await page.getByRole('radio', { name: '$10 Lowest' }).isChecked()).toBe(true);
    await page.getByText('$25', { exact: true }).waitFor();
    await page.getByText('Custom', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Custom amount' }).fill('60');
    await page.getByText('The payout amount cannot exceed $51.50').waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Decrease the amount by $10' }).click();
    await page.getByRole('button', { name: 'Decrease the amount by $10' }).click();
    expect(await page.getByRole('textbox', { name: 'Custom amount' }).inputValue()).toBe('40');
    await page.getByText('$10', { exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);

    // The amount and the account it goes to, said once more before anything moves.
    await page.getByRole('button', { name: 'Continue' }).click();
    const confirmation = page.getByRole('region', { name: 'Confirm your withdrawal' });
    await confirmation.getByText('$10.00', { exact: true }).waitFor();
    await confirmation.getByText('***-356').waitFor();
    await confirmation.getByText('****-**93-18').waitFor();
    await screenshot(page, 'cashback-redeem-confirm.png');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Withdraw $10.00' }).click();
    await page.getByText('Thank you, the transfer request has been issued.').waitFor();
    await page.getByText('Funds can take 2-3 working days to appear in your account.').waitFor();
    await page.getByText('$41.50').waitFor();
    await screenshot(page, 'cashback-redeem-success.png');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Done' }).click();
    await waitForPath(page, '/ignite');
    await expect.poll(() => available(page).textContent()).toBe('$41.50');
    expect(problems).toEqual([]);
    await close();
  });

  test('owner@ saves, clears and removes the bank account', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await openProfile(page);
    await page.getByRole('link', { name: 'Change bank account' }).click();
    await waitForPath(page, '/ignite/manage-bank-account');
    await page.getByText('***-356').waitFor();
    await page.getByText('****-**93-18').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Clear' }).click();
    const bsb = page.getByRole('textbox', { name: 'BSB' });
    const account = page.getByRole('textbox', { name: 'Account number' });
    expect(await bsb.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The BSB field is required').waitFor();
    await page.getByText('The Account Number field is required').waitFor();
    await bsb.pressSequentially('06200');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be a valid BSB').waitFor();
    await bsb.pressSequentially('0');
    await account.pressSequentially('1234567890');
    expect(await bsb.inputValue()).toBe('062-000');
    expect(await account.inputValue()).toBe('1234-5678-90');
    await screenshot(page, 'cashback-bank-account-input.png');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();

    // Saved, it goes back to the page it came from, which shows the new account.
    await waitForPath(page, '/ignite');
    const panel = page.getByRole('region', { name: 'Bank account' });
    await panel.getByText('***-000').waitFor();
    await panel.getByText('****-**78-90').waitFor();

    await page.getByRole('link', { name: 'Change bank account' }).click();
    await page.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to remove this bank account?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('***-000').waitFor();
    await page.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Save' }).waitFor();
    expect(await page.getByText('***-000').count()).toBe(0);

    await openProfile(page);
    await page.getByRole('link', { name: 'Add bank account' }).waitFor();
    expect(await page.getByRole('button', { name: 'Withdraw' }).isDisabled()).toBe(true);
    await page
      .getByText('Add your bank account details before withdrawing your cashback')
      .waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('a card removal that fails says so, and the card stays', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await openProfile(page);
    const cards = cardList(page).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(3);
    // The expiring Mastercard offers to be replaced; the warning says why.
    const expiring = cards.filter({ hasText: 'Fuel card' });
    await expiring.getByText('This card expires soon').waitFor();

    await page.route('**/api/igniteprofile/remove-linked-card**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, status: 500, data: null, messages: [] }),
      }),
    );
    await expiring.getByRole('button', { name: 'Remove & link new card' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Any pending cashback tied to this card might be lost').waitFor();
    await screenshot(page, 'cashback-remove-card.png');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();

    await page.getByRole('alert').filter({ hasText: CARD_REMOVAL_FAILED }).waitFor();
    expect(page.url()).toMatch(/\/ignite$/);
    expect(await cards.count()).toBe(3);
    await expiring.getByText('Fuel card').waitFor();
    expect(problems.length).toBe(1);
    expect(problems[0]).toContain('500');
    await close();
  });

  test('the transaction history: totals, rows, and the Fuel type', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await openProfile(page);
    await page.getByRole('link', { name: 'Transaction History' }).click();
    await waitForPath(page, '/ignite/transactions');
    await page.getByRole('heading', { name: 'Transaction History', level: 1 }).waitFor();
    const rows = page.locator('main section li');
    await expect.poll(() => rows.count()).toBeGreaterThan(5);
    expect(await rows.first().textContent()).toMatch(/\d{2}-[A-Z][a-z]{2}-\d{4}/);
    await page.getByText('Reversed', { exact: true }).first().waitFor();
    // Lifetime and pending as the wallet says them, and the payouts with their references.
    const totals = page.locator('main dl').first();
    expect(await totals.textContent()).toContain('Lifetime$80.16');
    expect(await totals.textContent()).toContain('Pending$6.45');
    const withdrawals = page.getByRole('region', { name: 'Withdrawals' });
    const seeded = withdrawals.getByRole('listitem').filter({ hasText: 'LOCAL-SEED0001' });
    await seeded.getByText('Paid', { exact: true }).waitFor();
    await seeded.getByText('$28.66').waitFor();
    // The $10 withdrawn in the test before: listed too, newest first.
    await expect.poll(() => withdrawals.getByRole('listitem').count()).toBe(2);
    expect(await withdrawals.getByRole('listitem').first().textContent()).toContain('$10.00');
    await screenshot(page, 'cashback-transactions-payouts.png');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Fuel', exact: true }).click();
    await waitForPath(page, '/ignite/transactions/fuel');
    await page.getByRole('heading', { name: 'Fuel Transactions', level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  test('the demo switches show the demo sample on the cashback pages, and off shows the owner’s own', async () => {
    // protect@'s wallet is empty: whatever the pages show with the switches on is the sample.
    // Its sign-in lands on the PROTECT activation first; the cashback pages are a link away.
    const { page, problems, close } = await app.signedIn(
      'protect@demo.ignite',
      '/my-garage/acknowledge-ignite-protect',
    );
    await openProfile(page);
    expect(await available(page).textContent()).toBe('$0.00');
    await page.getByText('No cards have been linked').waitFor();

    const setSwitches = async (on: boolean) => {
      await page.goto('/my-garage/settings');
      for (const name of ['Demo linked cards', 'Demo bank account', 'Demo transactions']) {
        const toggle = page.getByRole('switch', { name });
        if ((await toggle.isChecked()) !== on) await toggle.click();
        expect(await toggle.isChecked()).toBe(on);
      }
    };
    await setSwitches(true);
    expect(await seriousViolations(page)).toEqual([]);
    await openProfile(page);
    expect(await available(page).textContent()).toBe('$51.50');
    const figures = page.getByRole('region', { name: 'Available cashback' });
    await figures.getByText('$80.16').waitFor();
    await figures.getByText('$6.45').waitFor();
    // The cards and the bank account are drawn a few frames after the balance (decision 0043).
    await expect.poll(() => cardList(page).getByRole('listitem').count()).toBe(3);
    await page.getByText('****-**93-18').waitFor();
    // The sample is shown, never acted on: no removal, no Change, no Withdraw.
    expect(await page.getByRole('button', { name: /Remove/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Change bank account' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Withdraw' }).isDisabled()).toBe(true);
    await page
      .getByText(/^Demo data, shown by a demo switch in Settings/)
      .first()
      .waitFor();
    await cardList(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'cashback-demo-sample.png');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/ignite/transactions/fuel');
    await page.getByRole('heading', { name: 'Fuel Transactions', level: 1 }).waitFor();
    await expect.poll(() => page.locator('main section li').count()).toBe(4);

    await setSwitches(false);
    await openProfile(page);
    expect(await available(page).textContent()).toBe('$0.00');
    await page.getByText('No cards have been linked').waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});

describe('a white-label app', () => {
  test('the wallet is titled with the dealership’s brand, and no other name shows', async () => {
    const { page, problems, close } = await app.openPhone();
    // The app's configuration as a dealership with its own brand would have it.
    await page.route('**/api/app-configuration', async (route) => {
      const answer = await route.fetch();
      const json = (await answer.json()) as { data: { brandName: string } };
      json.data.brandName = 'Harbour Drive';
      await route.fulfill({ response: answer, json });
    });
    await page.goto('/login');
    await signIn(page, 'owner@demo.ignite', PASSWORD, false);
    await waitForPath(page, '/my-garage');
    await waitForShellReady(page);
    await page.getByText('Harbour Drive cashback').waitFor();

    await openProfile(page);
    await page.getByRole('heading', { name: 'Harbour Drive', level: 1 }).waitFor();
    expect(await page.title()).toBe('Harbour Drive');
    expect(await page.locator('body').innerText()).not.toContain('Ignite');
    expect(problems).toEqual([]);
    await close();
  });
});
