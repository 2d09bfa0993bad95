import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ORIGINATOR_CODE_TEXTS } from '@ignite/domain/care-plan/care-plan-api';
import { createQueryClient } from '@/shared/api/api-error.ts';
import { signInForTest, signOutTest } from '@test/signed-in.ts';
import { ChangeDealershipPage } from './change-dealership-page.tsx';

type Sent = { method: string; path: string; body: unknown };

/**
 * The server, at the edge: 735914 is Northside Isuzu UTE's code, any other is unknown; the
 * change is answered slowly enough to tap twice; the session cannot be renewed (the refresh
 * answers 404), so the page ends on its failure.
 */
function stubServer() {
  const sent: Sent[] = [];
  const answer = (status: number, data: unknown, messages: string[] = []) =>
    Response.json({ success: status === 200, status, data, messages }, { status });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input));
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    sent.push({ method: init?.method ?? 'GET', path: pathname, body });
    if (pathname.endsWith('/get-app-by-originator-code/735914')) {
      return answer(200, { name: 'Northside Isuzu UTE', appConfigurationId: 'app-2' });
    }
    if (pathname.includes('/get-app-by-originator-code/')) return answer(404, null, ['Not found']);
    if (pathname.endsWith('/change-app')) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return answer(200, null);
    }
    return answer(404, null, ['Not found']);
  });
  return sent;
}

function renderPage() {
  signInForTest();
  const router = createMemoryRouter(
    [
      { path: '/change', element: <ChangeDealershipPage /> },
      { path: '*', element: <h1>Another page</h1> },
    ],
    { initialEntries: ['/change'] },
  );
  // No pause between taps, as a real double tap gives none for a timer to run in.
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user };
}

afterEach(() => {
  signOutTest();
  vi.unstubAllGlobals();
});

describe('the change dealership page', () => {
  test('an unknown code is said in the spec’s words; a known one is named, and a double tap changes once', async () => {
    const sent = stubServer();
    const { user } = renderPage();
    const code = screen.getByRole('textbox', { name: 'Reward code' });
    const find = screen.getByRole('button', { name: 'Find my dealership' });

    await user.type(code, '999999');
    await user.click(find);
    await screen.findByText(ORIGINATOR_CODE_TEXTS.unknownTitle);
    expect(screen.getByText(ORIGINATOR_CODE_TEXTS.unknownBody)).toBeTruthy();

    await user.clear(code);
    await user.type(code, '735914');
    await user.click(screen.getByRole('button', { name: 'Find my dealership' }));
    await screen.findByText('Northside Isuzu UTE');

    await user.dblClick(screen.getByRole('button', { name: 'Make this my dealership' }));
    await screen.findByText(ORIGINATOR_CODE_TEXTS.changeFailed);
    expect(sent.filter((s) => s.path.endsWith('/change-app')).map((s) => s.body)).toEqual([
      { vehicleId: 'vehicle-1', appConfigurationId: 'app-2' },
    ]);
    expect(sent.filter((s) => s.path.includes('/get-app-by-originator-code/')).length).toBe(2);
  });
});
