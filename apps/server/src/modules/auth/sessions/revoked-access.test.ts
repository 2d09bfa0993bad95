// An access token once kept working for up to 5 minutes after logout or a family revocation.
// Its session is now checked on every request (decision 0017).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tokens } from '@ignite/domain/session';
import { SESSION_EXPIRED } from '@ignite/domain/api-messages';
import {
  call,
  startSecondInstance,
  startTestApp,
  type TestApp,
} from '../../../../test/test-app.ts';
import { getCurrentUser, refresh, signIn } from '../../../../test/sessions.ts';

let t: TestApp;
let tokens: Tokens;
beforeEach(async () => {
  t = await startTestApp();
  tokens = (await signIn(t.app)).tokens;
});
afterEach(() => t.close());

const logout = (app: TestApp['app'], accessToken: string) =>
  call(app, {
    method: 'POST',
    url: '/api/user/logout',
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('an access token whose session has ended', () => {
  it('is refused at once after logout', async () => {
    expect((await getCurrentUser(t.app, tokens.accessToken)).statusCode).toBe(200);
    await logout(t.app, tokens.accessToken);
    const after = await getCurrentUser(t.app, tokens.accessToken);
    expect(after.statusCode).toBe(401);
    expect(after.body.messages).toEqual([SESSION_EXPIRED]);
  });

  it('is refused at once when a replayed refresh token revokes its family', async () => {
    const { body } = await refresh(t.app, tokens, tokens.refreshToken);
    const child = body.data.tokens;
    t.clock.advanceSeconds(t.config.refreshReuseGraceSeconds + 1);
    expect((await refresh(t.app, tokens, tokens.refreshToken)).statusCode).toBe(401);
    expect((await getCurrentUser(t.app, child.accessToken)).statusCode).toBe(401);
  });

  it('is refused by another instance within the recheck window', async () => {
    const other = await startSecondInstance(t);
    try {
      expect((await getCurrentUser(other, tokens.accessToken)).statusCode).toBe(200);
      await logout(t.app, tokens.accessToken);
      // The other instance checked the session a moment ago and trusts it until the recheck.
      expect((await getCurrentUser(other, tokens.accessToken)).statusCode).toBe(200);
      t.clock.advanceSeconds(t.config.sessionRecheckSeconds);
      expect((await getCurrentUser(other, tokens.accessToken)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('keeps working for a live session, checked again after the recheck window', async () => {
    t.clock.advanceSeconds(t.config.sessionRecheckSeconds + 1);
    expect((await getCurrentUser(t.app, tokens.accessToken)).statusCode).toBe(200);
  });
});
