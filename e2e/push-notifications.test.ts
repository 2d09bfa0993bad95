// Push reminders in the service worker (src/sw-push.ts), in Chromium: a push the browser's push
// service would hand the worker (delivered here through the DevTools protocol, as the push
// service is on the internet) is shown as the reminder, with its page kept for a tap; a resend
// replaces it; a push that is not a reminder shows nothing.
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { PushReminder } from '@ignite/domain/notifications/push-reminder';
import type { PhonePage } from './browser.ts';
import { useAppSuite } from './suite.ts';

const app = useAppSuite({}, 'allow');

let phone: PhonePage;
let cdp: CDPSession;
let registrationId = '';

type Shown = { title: string; body: string; tag: string; data: unknown; icon: string };

/** The notifications the app's worker shows now. */
function shown(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
      icon: n.icon,
    }));
  });
}

/** A push message to the app's worker, as its push service would deliver it. */
async function push(data: string) {
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(app.url()).origin,
    registrationId,
    data,
  });
}

beforeAll(async () => {
  phone = await app.signedIn('owner@demo.ignite');
  const { page } = phone;
  await page.context().grantPermissions(['notifications'], { origin: app.url() });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${app.url()}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  registrationId = await registered;
});
afterAll(() => phone?.close());

const oil: PushReminder = {
  title: 'Oil and filter due',
  body: 'Due on 9 Dec 2026 for your Ranger',
  path: '/my-garage',
  tag: 'reminder:oil:2026-12-09',
};

test('a push reminder is shown with its text, tag and page, and a resend replaces it', async () => {
  await push(JSON.stringify(oil));
  const expected = {
    title: oil.title,
    body: oil.body,
    tag: oil.tag,
    data: { path: oil.path },
    icon: `${app.url()}/icons/theme-1-192.png`,
  };
  await expect.poll(() => shown(phone.page)).toEqual([expected]);

  await push(JSON.stringify({ ...oil, body: 'Due tomorrow for your Ranger' }));
  await expect
    .poll(() => shown(phone.page))
    .toEqual([{ ...expected, body: 'Due tomorrow for your Ranger' }]);
  expect(phone.problems).toEqual([]);
});

test('a push that is not a reminder shows nothing', async () => {
  const before = await shown(phone.page);
  for (const junk of [
    'not json',
    '{"title":"No page"}',
    JSON.stringify({ ...oil, path: 'https://evil.test/' }),
  ]) {
    await push(junk);
  }
  // A reminder pushed after the junk is shown, so the junk has been handled by then.
  await push(JSON.stringify({ ...oil, tag: 'reminder:tyres' }));
  await expect.poll(async () => (await shown(phone.page)).length).toBe(before.length + 1);
  expect((await shown(phone.page)).map((n) => n.tag).sort()).toEqual(
    [...before.map((n) => n.tag), 'reminder:tyres'].sort(),
  );
});
