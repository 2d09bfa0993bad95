import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/api-error.ts';
import { signInForTest, signOutTest } from '@test/signed-in.ts';
import { WelcomeLinkPage } from './welcome-link-page.tsx';

type Sent = { path: string; authorization: string | null; body: unknown };

/** The server, at the edge: the link was used already, as a second open of it finds. */
function stubServer() {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      path: new URL(String(input)).pathname,
      authorization: new Headers(init?.headers).get('authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    return Response.json(
      { success: false, status: 401, data: null, messages: ['This link has already been used'] },
      { status: 401 },
    );
  });
  return sent;
}

afterEach(() => {
  signOutTest();
  vi.unstubAllGlobals();
});

describe('the welcome link page', () => {
  test('signs in once, without the tokens of whoever was signed in, and says why the link failed', async () => {
    const sent = stubServer();
    // Someone else was signed in on this phone: the link signs in the customer it was sent to.
    signInForTest();
    const router = createMemoryRouter(
      [
        { path: '/welcome/:token', element: <WelcomeLinkPage /> },
        { path: '*', element: <h1>Another page</h1> },
      ],
      { initialEntries: ['/welcome/the-token'] },
    );
    // React's development double effect runs here, as in the app under `npm run dev`.
    render(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );

    expect((await screen.findByRole('alert')).textContent).toBe('This link has already been used');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(sent).toEqual([
      {
        path: '/api/authentication/welcome-link',
        authorization: null,
        body: { token: 'the-token' },
      },
    ]);
  });
});
