import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './accessibility.ts';
import { screenshot, waitForShellReady } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// Reminders at 390x844 in demo mode: owner@'s reminder settings, the reminder email as the
// outbox shows it, and the email's unsubscribe page, signed out.
const app = useAppSuite();

/** How far the page scrolls sideways: 0 when nothing is wider than the screen. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function toLight(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Light Mode' }).click();
}

/** Checks the page at phone, narrow phone and desktop sizes, with a screenshot at phone size. */
async function lookAt(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, name);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await sideways(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await sideways(page)).toBe(0);
  await page.setViewportSize({ width: 390, height: 844 });
}

type OutboxEmail = { to: string; subject: string | null; body: string; html: string | null };
async function emailsTo(to: string): Promise<OutboxEmail[]> {
  const answer = await fetch(`${app.url()}/api/demo/outbox?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as { data: { messages: OutboxEmail[] } }).data.messages;
}

describe('reminders', () => {
  test('owner@ sets the days ahead and quiet hours from Settings, and they stay set', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.goto('/my-garage/settings');
    await waitForShellReady(page);
    await page.getByRole('link', { name: /^Reminders/ }).click();
    await page.waitForURL('**/my-garage/settings/notifications');
    await page.getByRole('heading', { name: 'Email and push', level: 2 }).waitFor();
    expect(await page.getByRole('switch', { name: /^Email reminders/ }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: /^Push reminders/ }).isChecked()).toBe(false);

    const days = page.getByRole('textbox', { name: /^Days ahead/ });
    await days.fill('30');
    await page.getByRole('switch', { name: /^Quiet hours/ }).click();
    await page.getByRole('combobox', { name: /^From/ }).selectOption('22:00');
    await page.getByRole('combobox', { name: /^Until/ }).selectOption('06:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your reminder settings are saved').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Email and push', level: 2 }).waitFor();
    await expect.poll(() => days.inputValue()).toBe('30');
    expect(await page.getByRole('switch', { name: /^Quiet hours/ }).isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: /^From/ }).inputValue()).toBe('22:00');

    await lookAt(page, 'reminders-settings-dark.png');
    await toLight(page);
    await lookAt(page, 'reminders-settings-light.png');
    expect(problems).toEqual([]);
    await close();
  });

  test('the reminder email shows in the outbox in the dealership’s colours, and unsubscribes signed out', async () => {
    const run = await fetch(`${app.url()}/api/demo/jobs/reminders`, { method: 'POST' });
    expect(run.status).toBe(200);
    const [email] = (await emailsTo('owner@demo.ignite')).filter((m) => m.html !== null);
    expect(email?.html).toContain('Harbour City');

    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.goto('/debug/outbox');
    // The email drawn as a mail client would, in a sandboxed frame (no scripts, no app access).
    const preview = page.locator('iframe[title^="Email:"]').first();
    await preview.waitFor();
    expect(await preview.getAttribute('sandbox')).toBe('');
    expect(await preview.getAttribute('srcdoc')).toContain('Harbour City Motors');
    await lookAt(page, 'reminders-email-dark.png');
    await toLight(page);
    await lookAt(page, 'reminders-email-light.png');

    // The email's own link, opened by someone not signed in, asks before it acts.
    const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(email?.body ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    const stranger = await app.openPhone();
    const { pathname, search } = new URL(link);
    await stranger.page.goto(pathname + search);
    await stranger.page.getByRole('button', { name: 'Turn email reminders off' }).click();
    await stranger.page
      .getByText('Email reminders are off. You can turn them on again in Settings.')
      .waitFor();
    expect(await seriousViolations(stranger.page)).toEqual([]);
    await stranger.close();

    await page.goto('/my-garage/settings/notifications');
    const emailSwitch = page.getByRole('switch', { name: /^Email reminders/ });
    await emailSwitch.waitFor();
    await expect.poll(() => emailSwitch.isChecked()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  test('a forged unsubscribe link says it is not valid and changes nothing', async () => {
    const { page, close } = await app.openPhone();
    await page.goto(`/unsubscribe?token=${'A'.repeat(22)}.${'B'.repeat(43)}`);
    await page.getByRole('button', { name: 'Turn email reminders off' }).click();
    await page.getByText('This unsubscribe link is not valid').waitFor();
    await page.goto('/unsubscribe?token=nonsense');
    await page.getByText('This unsubscribe link is not valid').waitFor();
    await close();
  });
});
