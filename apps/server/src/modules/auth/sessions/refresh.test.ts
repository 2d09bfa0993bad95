import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_EXPIRED } from '@ignite/domain/api-messages';
import type { Tokens } from '@ignite/domain/session';
import { call, startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { getCurrentUser, refresh, signIn } from '../../../../test/sessions.ts';

describe('POST /api/user/refresh-token', () => {
  let t: TestApp;
  let first: Tokens;
  beforeEach(async () => {
    t = await startTestApp();
    first = (await signIn(t.app)).tokens;
  });
  afterEach(() => t.close());

  async function rotate(from: Tokens): Promise<Tokens> {
    const { statusCode, body } = await refresh(t.app, from, from.refreshToken);
    expect(statusCode).toBe(200);
    return body.data.tokens;
  }

  it('rotates the refresh token on every use and answers the user', async () => {
    const { statusCode, body } = await refresh(t.app, first, first.refreshToken);
    expect(statusCode).toBe(200);
    expect(body.data.tokens.refreshToken).not.toBe(first.refreshToken);
    expect(body.data.tokens.browserId).toBe(first.browserId);
    expect(body.data.user?.firstName).toBe('Olivia');
    expect((await getCurrentUser(t.app, body.data.tokens.accessToken)).statusCode).toBe(200);
  });

  it('R1 -> R2 -> R3, then R1 is refused and R3 no longer works', async () => {
    const r2 = await rotate(first);
    const r3 = await rotate(r2);
    const replay = await refresh(t.app, first, first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.body.messages).toEqual([SESSION_EXPIRED]);
    expect((await refresh(t.app, r3, r3.refreshToken)).statusCode).toBe(401);
  });

  it('gives 10 parallel refreshes with one token the same child', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => refresh(t.app, first, first.refreshToken)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const children = new Set(results.map((r) => r.body.data.tokens.refreshToken));
    expect(children.size).toBe(1);
    const [child] = [...children];
    expect(child).not.toBe(first.refreshToken);
    // The shared child is live: the family was not revoked.
    expect((await refresh(t.app, first, child ?? '')).statusCode).toBe(200);
  });

  it('gives the direct parent the current child again within the grace window', async () => {
    const r2 = await rotate(first);
    t.clock.advanceSeconds(t.config.refreshReuseGraceSeconds);
    const again = await refresh(t.app, first, first.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.body.data.tokens.refreshToken).toBe(r2.refreshToken);
  });

  it('revokes the family when the direct parent comes back after the grace window', async () => {
    const r2 = await rotate(first);
    t.clock.advanceSeconds(t.config.refreshReuseGraceSeconds + 1);
    expect((await refresh(t.app, first, first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(t.app, r2, r2.refreshToken)).statusCode).toBe(401);
  });

  it('revokes the family when the grandparent is replayed inside the grace window', async () => {
    const r2 = await rotate(first);
    const r3 = await rotate(r2);
    t.clock.advanceSeconds(1);
    expect((await refresh(t.app, first, first.refreshToken)).statusCode).toBe(401);
    expect((await refresh(t.app, r3, r3.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a browser id that is not the session’s, and keeps the session', async () => {
    const other = await refresh(
      t.app,
      { ...first, browserId: 'another-browser' },
      first.refreshToken,
    );
    expect(other.statusCode).toBe(401);
    expect((await refresh(t.app, first, first.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an access token from another session', async () => {
    const elsewhere = (await signIn(t.app, 'protect@demo.ignite')).tokens;
    const mixed = await refresh(
      t.app,
      { ...first, accessToken: elsewhere.accessToken },
      first.refreshToken,
    );
    expect(mixed.statusCode).toBe(401);
  });

  it('accepts the tokens from the headers alone', async () => {
    const { statusCode } = await call(t.app, {
      method: 'POST',
      url: '/api/user/refresh-token',
      headers: {
        authorization: `Bearer ${first.accessToken}`,
        refreshtoken: first.refreshToken,
        'x-browser-id': first.browserId,
      },
    });
    expect(statusCode).toBe(200);
  });

  it.each([
    [
      'no refresh token',
      { refreshtoken: '' },
      'refreshToken, accessToken and X-BROWSER-ID are required',
    ],
    [
      'no browser id',
      { 'x-browser-id': undefined },
      'refreshToken, accessToken and X-BROWSER-ID are required',
    ],
    ['a malformed browser id', { 'x-browser-id': 'bad id!' }, 'X-BROWSER-ID must be'],
  ])('answers 400 for %s', async (_name, changed, message) => {
    const headers: Record<string, string | undefined> = {
      authorization: `Bearer ${first.accessToken}`,
      refreshtoken: first.refreshToken,
      'x-browser-id': first.browserId,
      ...changed,
    };
    const { statusCode, body } = await call(t.app, {
      method: 'POST',
      url: '/api/user/refresh-token',
      headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v)) as Record<
        string,
        string
      >,
    });
    expect(statusCode).toBe(400);
    expect(body.messages.join(' ')).toContain(message);
  });

  it('answers 400 when the body and the header carry different refresh tokens', async () => {
    const { statusCode } = await call(t.app, {
      method: 'POST',
      url: '/api/user/refresh-token',
      headers: {
        refreshtoken: 'another',
        'x-browser-id': first.browserId,
        authorization: `Bearer ${first.accessToken}`,
      },
      payload: { refreshToken: first.refreshToken },
    });
    expect(statusCode).toBe(400);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await refresh(t.app, first, 'not-a-token-we-issued')).statusCode).toBe(401);
  });

  it('ends the session after the inactivity timeout, on the server', async () => {
    t.clock.advanceSeconds(t.config.inactivityTimeoutSeconds + 1);
    expect((await refresh(t.app, first, first.refreshToken)).statusCode).toBe(401);
  });

  it('keeps an active session alive past the inactivity timeout', async () => {
    let tokens = first;
    for (let i = 0; i < 3; i++) {
      t.clock.advanceSeconds(t.config.inactivityTimeoutSeconds - 60);
      tokens = await rotate(tokens);
    }
    expect(tokens.refreshToken).not.toBe(first.refreshToken);
  });

  it('ends the session at its absolute lifetime, however active', async () => {
    const t2 = await startTestApp({ sessionMaxAgeDays: 1, inactivityTimeoutSeconds: 50_000 });
    try {
      let tokens = (await signIn(t2.app)).tokens;
      t2.clock.advanceSeconds(12 * 3600);
      const mid = await refresh(t2.app, tokens, tokens.refreshToken);
      expect(mid.statusCode).toBe(200);
      tokens = mid.body.data.tokens;
      t2.clock.advanceSeconds(12 * 3600);
      expect((await refresh(t2.app, tokens, tokens.refreshToken)).statusCode).toBe(401);
    } finally {
      await t2.close();
    }
  });
});

describe('POST /api/user/logout', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  it('revokes the whole family', async () => {
    const tokens = (await signIn(t.app)).tokens;
    const { body: rotated } = await refresh(t.app, tokens, tokens.refreshToken);
    const child = rotated.data.tokens;
    const out = await call(t.app, {
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${child.accessToken}` },
      payload: { refreshToken: child.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(t.app, child, child.refreshToken)).statusCode).toBe(401);
    expect((await refresh(t.app, tokens, tokens.refreshToken)).statusCode).toBe(401);
  });

  it('signs out with an access token alone', async () => {
    const tokens = (await signIn(t.app)).tokens;
    await call(t.app, {
      method: 'POST',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect((await refresh(t.app, tokens, tokens.refreshToken)).statusCode).toBe(401);
  });

  it('answers 400 without any token', async () => {
    const { statusCode, body } = await call(t.app, { method: 'POST', url: '/api/user/logout' });
    expect(statusCode).toBe(400);
    expect(body.messages).toEqual(['A refresh token or access token is required']);
  });
});
