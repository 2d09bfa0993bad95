import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { MONTH_NAMES } from '@ignite/domain/format/calendar';
import { screenshot, waitForShellReady } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// The month picker used to begin in January (most tiles disabled), did not show the
// month the reminder is set to, and silently took today's day of the month.
const app = useAppSuite();

const TYRES = '/my-garage/care-plan/item/condition/tyres';

async function openPicker(page: Page) {
  await page.goto(TYRES);
  await waitForShellReady(page);
  await page.getByText('When would you like your next reminder?').waitFor();
  const stated = await page
    .getByText(/^It comes on the \d+(st|nd|rd|th) of the month/)
    .textContent();
  const months = page
    .locator('ul')
    .filter({ has: page.getByRole('button', { name: /^[A-Z][a-z]{2} \d{4}/ }) })
    .getByRole('button');
  return { months, day: Number(/(\d+)/.exec(stated ?? '')?.[1]) };
}

const label = async (button: ReturnType<Page['locator']>) =>
  (await button.innerText()).replace(/\s+/g, ' ').trim();

describe('choosing the month of the next reminder at 390x844', () => {
  test('starts at this month, keeps the day it states, and marks the month set', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    const { months, day } = await openPicker(page);
    const now = new Date();
    expect(await label(months.first())).toBe(
      `${MONTH_NAMES[now.getMonth()]?.slice(0, 3)} ${now.getFullYear()}`,
    );
    expect(
      await months.evaluateAll((all) => all.filter((b) => b.hasAttribute('disabled')).length),
    ).toBe(0);

    const chosen = await label(months.nth(3));
    await months.nth(3).click();
    const dialog = page.locator('dialog[open]');
    const summary = (await dialog.getByText(/^Next reminder: /).textContent()) ?? '';
    // The day the page stated, or the month's last day when the month is shorter.
    const summaryDay = Number(/, (\d+)(st|nd|rd|th) /.exec(summary)?.[1]);
    expect(summaryDay === day || (day > 28 && summaryDay >= 28)).toBe(true);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.pathname !== TYRES);

    const reopened = await openPicker(page);
    const setNow = page.locator('button[aria-current="true"]');
    expect(await setNow.count()).toBe(1);
    expect(await label(setNow)).toBe(`${chosen} Set now`);
    expect(reopened.day).toBe(summaryDay);
    await setNow.scrollIntoViewIfNeeded();
    await screenshot(page, 'month-picker.png');
    expect(problems).toEqual([]);
    await close();
  });
});
