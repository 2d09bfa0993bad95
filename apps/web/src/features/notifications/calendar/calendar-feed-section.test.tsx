import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { NOTIFICATIONS_MESSAGES } from '@ignite/domain/notifications/notifications-api';
import { createQueryClient } from '@/shared/api/api-error.ts';
import { clearToasts } from '@/shared/toast/toast-store.ts';
import { Toaster } from '@/shared/toast/toaster.tsx';
import { renderInRouter } from '@test/render-in-router.tsx';
import { CalendarFeedSection } from './calendar-feed-section.tsx';

const FEED_PATH = '/api/notifications/calendar-feed';
const feedUrl = (n: number) => `https://app.example/api/calendar/${String(n).repeat(43)}.ics`;

/**
 * The server at the edge: each POST makes the next feed URL, DELETE turns it off; every request
 * is noted. With `refuse`, the next call answers 429 with the server's message.
 */
function stubServer() {
  const sent: string[] = [];
  let made = 0;
  let refusal: string | null = null;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const { pathname } = new URL(String(input));
    sent.push(`${method} ${pathname}`);
    if (refusal) {
      const messages = [refusal];
      refusal = null;
      return Response.json({ success: false, status: 429, data: null, messages }, { status: 429 });
    }
    const data =
      pathname !== FEED_PATH ? null : method === 'POST' ? { url: feedUrl(++made) } : true;
    return data === null
      ? Response.json({ success: false, status: 404, data: null, messages: ['?'] }, { status: 404 })
      : Response.json({ success: true, status: 200, data, messages: [] });
  });
  return { sent, refuse: (message: string) => (refusal = message) };
}

function renderSection() {
  const server = stubServer();
  const view = renderInRouter(
    <QueryClientProvider client={createQueryClient()}>
      <CalendarFeedSection />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, server, section: screen.getByRole('region', { name: 'Calendar' }) };
}

afterEach(() => clearToasts());

describe('the calendar feed section', () => {
  test('before a link is made: Create, and why an old link is not shown; no address', () => {
    const { section, server } = renderSection();
    expect(within(section).getByRole('button', { name: 'Create calendar link' })).toBeTruthy();
    expect(within(section).getByText(/shown only when it is made/)).toBeTruthy();
    expect(within(section).queryByRole('link')).toBeNull();
    expect(server.sent).toEqual([]);
  });

  test('create: the webcal link to subscribe, the https address, and Copy puts it on the clipboard', async () => {
    const { section, server, user } = renderSection();
    await user.click(within(section).getByRole('button', { name: 'Create calendar link' }));

    const subscribe = await within(section).findByRole('link', {
      name: 'Subscribe in calendar',
    });
    expect(subscribe.getAttribute('href')).toBe(feedUrl(1).replace('https://', 'webcal://'));
    expect(within(section).getByText(feedUrl(1))).toBeTruthy();
    expect(server.sent).toEqual([`POST ${FEED_PATH}`]);

    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(feedUrl(1));
    expect(await screen.findByText(NOTIFICATIONS_MESSAGES.feedCopied)).toBeTruthy();
  });

  test('New link: another address replaces the one shown', async () => {
    const { section, server, user } = renderSection();
    await user.click(within(section).getByRole('button', { name: 'Create calendar link' }));
    await within(section).findByText(feedUrl(1));

    await user.click(within(section).getByRole('button', { name: 'New link' }));
    await within(section).findByText(feedUrl(2));
    expect(within(section).queryByText(feedUrl(1))).toBeNull();
    expect(
      within(section).getByRole('link', { name: 'Subscribe in calendar' }).getAttribute('href'),
    ).toBe(feedUrl(2).replace('https://', 'webcal://'));
    expect(server.sent).toEqual([`POST ${FEED_PATH}`, `POST ${FEED_PATH}`]);
    expect(await screen.findByText(/The old one stopped working/)).toBeTruthy();
  });

  test('Turn off: the address goes, the server is told, and a new one can be made', async () => {
    const { section, server, user } = renderSection();
    await user.click(within(section).getByRole('button', { name: 'Create calendar link' }));
    await within(section).findByText(feedUrl(1));

    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    await within(section).findByRole('button', { name: 'Create calendar link' });
    expect(within(section).queryByText(feedUrl(1))).toBeNull();
    expect(within(section).queryByRole('link')).toBeNull();
    expect(server.sent).toEqual([`POST ${FEED_PATH}`, `DELETE ${FEED_PATH}`]);
    expect(await screen.findByText('Your calendar link was turned off')).toBeTruthy();
  });

  test('Turn off with no address shown still turns off a link made before', async () => {
    const { section, server, user } = renderSection();
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Your calendar link was turned off')).toBeTruthy();
    expect(server.sent).toEqual([`DELETE ${FEED_PATH}`]);
  });

  test('a refusal shows the server’s message and keeps the address shown', async () => {
    const { section, server, user } = renderSection();
    await user.click(within(section).getByRole('button', { name: 'Create calendar link' }));
    await within(section).findByText(feedUrl(1));

    server.refuse('Too many calendar links were made.');
    await user.click(within(section).getByRole('button', { name: 'New link' }));
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toBe('Too many calendar links were made.');
    expect(within(section).getByText(feedUrl(1))).toBeTruthy();
  });
});
