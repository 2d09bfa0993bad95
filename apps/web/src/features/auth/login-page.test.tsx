import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { Session } from '@ignite/domain/session';
import { FORM_NOT_READY_MESSAGE } from '@ignite/domain/validation/messages';
import { renderInRouter } from '@test/render-in-router.tsx';
import { LoginPage } from './login-page.tsx';

const session: Session = {
  user: {
    appConsumerId: 'consumer-1',
    organisationConsumerId: 'org-consumer-1',
    organisationId: 'org-1',
    organisationName: 'Harbour City Motors',
    appName: 'Harbour City Motors',
    firstName: 'Olivia',
    lastName: 'Owner',
    email: 'owner@demo.ignite',
    permissions: [],
    activeVehicle: null,
    appMode: 0,
    cashbackType: 0,
    isDealerMode: false,
    roles: [],
  },
  tokens: {
    browserId: 'browser-1',
    accessToken: 'access',
    refreshToken: 'refresh',
    accessTokenExpires: '2099-01-01T00:00:00.000Z',
    refreshTokenExpires: '2099-01-31T00:00:00.000Z',
    inactiveSessionTimeout: 1800,
    hasInactiveTimeout: true,
  },
};

/** The server, at the edge: every request gets this answer, and is recorded. */
function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const sentBody = (fetch: ReturnType<typeof serverAnswers>) =>
  JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as unknown;

function renderLogin() {
  const view = renderInRouter(<LoginPage />);
  const username = screen.getByRole('textbox', { name: 'Username' });
  const password = screen.getByLabelText('Password');
  return { ...view, username, password };
}

describe('LoginPage', () => {
  test('an empty sign-in names the missing fields, focuses the first and sends nothing', async () => {
    const fetch = serverAnswers(200, {});
    const { user, username } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByRole('textbox', { name: 'Username', description: 'Username is required' }),
    ).toBe(username);
    expect(screen.getByText('Password is required')).toBeDefined();
    expect(screen.queryByText(FORM_NOT_READY_MESSAGE)).toBeNull();
    expect(document.activeElement).toBe(username);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('a refused sign-in shows the server message in the form and stays', async () => {
    const fetch = serverAnswers(401, {
      success: false,
      status: 401,
      data: null,
      messages: ['The username or password is incorrect'],
    });
    const { user, username, password, router } = renderLogin();
    await user.type(username, '  generic@demo.ignite ');
    await user.type(password, 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByText('The username or password is incorrect');
    expect(screen.getByRole('alert').textContent).toBe('The username or password is incorrect');
    // The server's own rules: the username goes trimmed, and Remember me stays here.
    expect(sentBody(fetch)).toEqual({
      username: 'generic@demo.ignite',
      password: 'not-the-password',
    });
    expect(router.state.location.pathname).toBe('/form');
    expect(localStorage.getItem('tokens')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
  });

  test('a sign-in with Remember me stores the session, remembers the user and goes back', async () => {
    serverAnswers(200, { success: true, status: 200, data: session, messages: [] });
    localStorage.setItem('returnTo', JSON.stringify('/elsewhere'));
    const { user, username, password, router } = renderLogin();
    await user.type(username, 'owner@demo.ignite');
    await user.type(password, 'demo1234');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { name: 'Elsewhere page' });
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(JSON.parse(localStorage.getItem('rememberMe') ?? 'null')).toBe(true);
    expect(JSON.parse(localStorage.getItem('otherUsers') ?? '[]')).toEqual([
      { username: 'owner@demo.ignite', firstName: 'Olivia', lastName: 'Owner' },
    ]);
  });

  test('without a return target a sign-in lands in My Garage, Remember me off', async () => {
    serverAnswers(200, { success: true, status: 200, data: session, messages: [] });
    const { user, username, password, router } = renderLogin();
    await user.type(username, 'owner@demo.ignite');
    await user.type(password, 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-garage'));
    expect(JSON.parse(localStorage.getItem('rememberMe') ?? 'null')).toBe(false);
  });

  test('a remembered user is offered; tapping them fills the username and moves to the password', async () => {
    localStorage.setItem(
      'otherUsers',
      JSON.stringify([{ username: 'owner@demo.ignite', firstName: 'Olivia', lastName: 'Owner' }]),
    );
    const { user, username, password } = renderLogin();
    await user.click(screen.getByRole('button', { name: /owner@demo\.ignite/ }));

    expect(username).toHaveProperty('value', 'owner@demo.ignite');
    expect(document.activeElement).toBe(password);
  });

  test('the last remembered user is filled in, with Remember me ticked', async () => {
    localStorage.setItem(
      'otherUsers',
      JSON.stringify([
        { username: 'protect@demo.ignite', firstName: 'Priya', lastName: 'Patel' },
        { username: 'owner@demo.ignite', firstName: 'Olivia', lastName: 'Owner' },
      ]),
    );
    const { username } = renderLogin();
    expect(username).toHaveProperty('value', 'protect@demo.ignite');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveProperty('checked', true);
  });

  test('with nobody remembered the form starts empty and Remember me unticked', () => {
    const { username } = renderLogin();
    expect(username).toHaveProperty('value', '');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toHaveProperty('checked', false);
  });

  test('a field shown wrong loses its message once corrected, the other keeps its own', async () => {
    serverAnswers(200, {});
    const { user, username } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Username is required');

    await user.type(username, 'owner@demo.ignite');

    expect(screen.queryByText('Username is required')).toBeNull();
    expect(username.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Password is required')).toBeDefined();
  });

  test('a double tap on Sign in sends one request', async () => {
    const fetch = serverAnswers(401, {
      success: false,
      status: 401,
      data: null,
      messages: ['The username or password is incorrect'],
    });
    const { user, username, password } = renderLogin();
    await user.type(username, 'owner@demo.ignite');
    await user.type(password, 'wrong');
    await user.dblClick(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByText('The username or password is incorrect');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
