// My Garage > Settings > Reminders as the owner met it: with notifications blocked for the
// site, turning push on and saving failed without saying that nothing was saved or what to do,
// and a bad Days ahead was named by its API name ('leadDays must be…'). The edges are stood in
// for: the server's settings calls (answering as the API does, recording what was sent) and
// the browser's Notification permission.
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '@ignite/domain/notifications/notification-settings';
import { SETTINGS_FORM_MESSAGES } from '@ignite/domain/notifications/notification-settings-form';
import { createQueryClient } from '@/shared/api/api-error.ts';
import { signInForTest, signOutTest } from '@test/signed-in.ts';
import { renderInRouter } from '@test/render-in-router.tsx';
import { NotificationSettingsPage } from './notification-settings-page.tsx';

const SETTINGS_PATH = '/api/notifications/settings';

/** The settings calls as the server answers them; anything else is not found. */
function settingsServer(stored: NotificationSettings = DEFAULT_NOTIFICATION_SETTINGS) {
  const saved: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const ok = (data: unknown) => Response.json({ success: true, status: 200, data, messages: [] });
    if (pathname === SETTINGS_PATH && (init?.method ?? 'GET') === 'GET') return ok(stored);
    if (pathname === SETTINGS_PATH && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as NotificationSettings;
      saved.push(body);
      return ok(body);
    }
    return Response.json(
      { success: false, status: 404, data: null, messages: ['Not found'] },
      { status: 404 },
    );
  });
  return saved;
}

/** A browser with the Push API whose owner has blocked notifications for this site. */
function notificationsBlocked() {
  const asked = { permission: 0 };
  vi.stubGlobal('PushManager', {});
  vi.stubGlobal('Notification', {
    permission: 'denied',
    requestPermission: async () => {
      asked.permission += 1;
      return 'denied';
    },
  });
  const serviceWorker = { getRegistration: async () => undefined, ready: new Promise(() => {}) };
  vi.stubGlobal('navigator', Object.create(navigator, { serviceWorker: { value: serviceWorker } }));
  return asked;
}

function renderPage() {
  signInForTest();
  return renderInRouter(
    <QueryClientProvider client={createQueryClient()}>
      <NotificationSettingsPage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  signOutTest();
  vi.unstubAllGlobals();
});

describe('Reminder settings say what failed, in the owner’s words', () => {
  test('push turned on while notifications are blocked: nothing is saved, and the page says so and what to do', async () => {
    const saved = settingsServer();
    const { user } = renderPage();
    // After the render: user-event reads the real navigator's clipboard as it is set up.
    notificationsBlocked();
    const push = await screen.findByRole('switch', { name: /^Push reminders/ });
    await user.click(push);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(SETTINGS_FORM_MESSAGES.pushBlocked);
    expect(SETTINGS_FORM_MESSAGES.pushBlocked).toMatch(/^Your reminder settings were not saved/);
    expect(SETTINGS_FORM_MESSAGES.pushBlocked).toMatch(/turn off Push reminders, then save again/);
    expect(saved).toEqual([]);
    expect(screen.queryByText('Your reminder settings are saved')).toBeNull();
  });

  test('turning push off again, the rest saves', async () => {
    const saved = settingsServer();
    const { user } = renderPage();
    // After the render: user-event reads the real navigator's clipboard as it is set up.
    notificationsBlocked();
    const push = await screen.findByRole('switch', { name: /^Push reminders/ });
    await user.click(push);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(SETTINGS_FORM_MESSAGES.pushBlocked);

    await user.click(push);
    await user.click(screen.getByRole('switch', { name: /^Email reminders/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ push: false, email: false });
    await screen.findByText('Your reminder settings are saved');
  });

  test('a Days ahead out of range is named as the field reads, never as leadDays', async () => {
    const saved = settingsServer();
    const { user } = renderPage();
    const days = await screen.findByRole('textbox', { name: /^Days ahead/ });
    await user.clear(days);
    await user.type(days, '90');
    await user.tab();

    await screen.findByText('Days ahead must be a whole number from 1 to 60');
    expect(screen.queryByText(/leadDays/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText(/leadDays/)).toBeNull();
    expect(saved).toEqual([]);
  });
});
