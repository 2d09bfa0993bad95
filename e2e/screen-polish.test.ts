import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { PASSWORD, screenshot, signIn, signOut, waitForPath } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// What a new owner sees on a phone at 390x844 and on a 1280x800 desktop.
const app = useAppSuite();

const boxOf = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};

/** WCAG contrast of an element's text against its own background colour. */
const contrastOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const text = luminance(style.color);
    const background = luminance(style.backgroundColor);
    const ratio = (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
    return { ratio, opacity: style.opacity };
  });

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in' });

describe('sign-in at 390x844 and on a desktop', () => {
  test('the Sign in button stays where it is when an error appears', async () => {
    const { page, close } = await app.openPhone();
    await page.goto('/login');
    const before = await boxOf(signInButton(page));
    await signInButton(page).click();
    await page.getByText('Username is required').waitFor();
    expect(await boxOf(signInButton(page))).toEqual(before);

    await page.getByLabel('Username').fill('owner@demo.ignite');
    await page.getByLabel('Password').fill('not-the-password');
    await signInButton(page).click();
    await page.getByText('The username or password is incorrect').waitFor();
    expect(await boxOf(signInButton(page))).toEqual(before);
    expect(before.y + before.height).toBeLessThanOrEqual(844);
    await screenshot(page, 'login-error.png');

    // A toast keeps clear of the button: the clearance reaches above its top.
    const clearance = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.height = 'var(--toast-clearance)';
      document.body.append(probe);
      const height = probe.getBoundingClientRect().height;
      probe.remove();
      return height;
    });
    expect(844 - clearance).toBeLessThanOrEqual(before.y);
    await close();
  });

  test('on a 1280x800 desktop the whole form, Sign in included, is on screen', async () => {
    const { page, close } = await app.openPhone();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    const button = await boxOf(signInButton(page));
    const frame = await boxOf(page.locator('main'));
    expect(button.y + button.height).toBeLessThanOrEqual(frame.y + frame.height);
    expect(button.y + button.height).toBeLessThanOrEqual(800);
    await screenshot(page, 'login-desktop.png');
    await close();
  });

  test('a remembered user finds their username filled in after signing out', async () => {
    const { page, problems, close } = await app.openPhone();
    await page.goto('/login');
    await signIn(page, 'owner@demo.ignite', PASSWORD, true);
    await waitForPath(page, '/my-garage');
    await signOut(page);
    await waitForPath(page, '/login');
    expect(await page.getByLabel('Username').inputValue()).toBe('owner@demo.ignite');
    expect(await page.getByLabel('Remember me').isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the signed-in shell at 390x844', () => {
  test('the header shows as soon as the page does after sign-in', async () => {
    const { page, close } = await app.openPhone();
    await page.goto('/login');
    await signIn(page, 'owner@demo.ignite', PASSWORD, false);
    await page.getByRole('heading', { name: 'My Garage', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Condition monitors' }).waitFor();
    const header = page.locator('header').first();
    expect(await header.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await close();
  });

  test('a toast sits above the footer, never over it', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.goto('/my-garage/condition-settings');
    await page.getByRole('switch', { name: 'Recall' }).click();
    const toast = page.getByRole('alert').filter({ hasText: "Recall can't be disabled" });
    await toast.waitFor();
    const footer = await boxOf(page.getByRole('navigation', { name: 'Main' }));
    const shown = await boxOf(toast);
    expect(shown.y + shown.height).toBeLessThanOrEqual(footer.y);
    await screenshot(page, 'toast-above-footer.png');
    expect(problems).toEqual([]);
    await close();
  });

  test('a disabled button looks unavailable, not broken: solid and readable', async () => {
    const { page, close } = await app.signedIn('owner@demo.ignite');
    await page.goto('/my-garage/vehicle-details');
    const update = page.getByRole('button', { name: 'Update Details' });
    await update.waitFor();
    expect(await update.isDisabled()).toBe(true);
    const { ratio, opacity } = await contrastOf(update);
    expect(opacity).toBe('1');
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    await close();
  });
});

describe('the signed-in shell on a 1280x800 desktop', () => {
  test('uses the width: a side rail instead of the footer, monitors three to a row', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const phoneNav = await boxOf(nav);
    expect(phoneNav.y + phoneNav.height).toBeCloseTo(844, 0);

    await page.setViewportSize({ width: 1280, height: 800 });
    const rail = await boxOf(nav);
    expect(rail.x).toBe(0);
    expect(rail.height).toBeGreaterThan(rail.width);
    expect((await boxOf(page.locator('main'))).width).toBeGreaterThan(1000);
    const tiles = page.getByRole('region', { name: 'Condition monitors' }).getByRole('listitem');
    const tops = await Promise.all(
      [0, 1, 2].map(async (index) => (await boxOf(tiles.nth(index))).y),
    );
    expect(new Set(tops).size).toBe(1);
    await screenshot(page, 'garage-desktop.png');
    expect(problems).toEqual([]);
    await close();
  });
});
