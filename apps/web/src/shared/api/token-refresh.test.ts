import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull } from 'drizzle-orm';
import { currentUser } from '@ignite/domain/contract/session';
import { refreshTokens } from '@/../../server/src/db/schema.ts';
import { NOT_AUTHORISED, SESSION_EXPIRED } from '@ignite/domain/api-messages';
import { RETRY_DELAY_MS } from '@ignite/domain/request-timing';
import { REFRESH_LIMIT } from './refresh-session.ts';
import { layerForTests } from '@test/api/layer-for-tests.ts';
import { recordingFetch } from '@test/api/recording-fetch.ts';
import { signIn, startIgnite } from '@test/api/servers.ts';

const REFRESH_PATH = '/api/user/refresh-token';
// Past the 30 s access-token life the test server is configured with.
const PAST_ACCESS_TOKEN_LIFE_S = 31;

let t: Awaited<ReturnType<typeof startIgnite>>;

beforeAll(async () => {
  t = await startIgnite();
});

afterAll(() => t.close());

describe('token refresh against the real server (spec part 1 sections 7 and 8)', () => {
  it('refreshes once for five requests waiting with an expired access token', async () => {
    const session = await signIn(t.url);
    const watched = recordingFetch();
    // The layer reads the same movable clock as the server, as a browser reads real time.
    const layer = layerForTests({
      baseUrl: t.url,
      fetch: watched.fetch,
      session,
      now: t.clock.now,
    });
    t.clock.advanceSeconds(PAST_ACCESS_TOKEN_LIFE_S);
    const usedBefore = await t.db
      .select()
      .from(refreshTokens)
      .where(isNotNull(refreshTokens.usedAt));

    const results = await Promise.all(Array.from({ length: 5 }, () => layer.api.call(currentUser)));

    expect(results.every((r) => r.success)).toBe(true);
    expect(watched.to(REFRESH_PATH)).toHaveLength(1);
    const refresh = watched.to(REFRESH_PATH)[0];
    expect(refresh?.status).toBe(200);
    expect(refresh?.headers.get('authorization')).toBe(`Bearer ${session.tokens.accessToken}`);
    expect(refresh?.headers.get('refreshtoken')).toBe(session.tokens.refreshToken);
    expect(refresh?.headers.get('x-browser-id')).toBe(session.tokens.browserId);
    expect(JSON.parse(refresh?.body ?? '')).toEqual({
      refreshToken: session.tokens.refreshToken,
      accessToken: session.tokens.accessToken,
    });

    // The first request went out with the expired token, and so also carried the refresh
    // token; once refreshed, the rest carried only the new access token.
    const calls = watched.to('/api/user/current');
    expect(calls.map((c) => c.status)).toEqual([401, 200, 200, 200, 200, 200]);
    expect(calls[0]?.headers.get('refreshtoken')).toBe(session.tokens.refreshToken);
    const stored = layer.session.tokens();
    expect(stored?.refreshToken).not.toBe(session.tokens.refreshToken);
    for (const call of calls.slice(1)) {
      expect(call.headers.get('authorization')).toBe(`Bearer ${stored?.accessToken}`);
      expect(call.headers.get('refreshtoken')).toBeNull();
    }
    // The retry waited the spec's 100 ms after the refresh answered (less a timer's slack).
    const retry = calls[1];
    if (!retry || !refresh?.answeredAt) throw new Error('a request went unrecorded');
    expect(retry.sentAt - refresh.answeredAt).toBeGreaterThanOrEqual(RETRY_DELAY_MS - 1);

    // The server rotated the refresh token exactly once.
    const usedAfter = await t.db
      .select()
      .from(refreshTokens)
      .where(isNotNull(refreshTokens.usedAt));
    expect(usedAfter.length - usedBefore.length).toBe(1);
    expect(layer.warnings).toEqual([]);
    expect(layer.sessionEndings()).toBe(0);
  });

  it('gives up after 3 refreshes in a row: 401, tokens cleared, session ended', async () => {
    const session = await signIn(t.url);
    // Each fresh access token has expired again by the time the request is retried, as on
    // a device whose every retry arrives too late: refreshes succeed and the 401s go on.
    const watched = recordingFetch((sent) => {
      if (sent.url === REFRESH_PATH) t.clock.advanceSeconds(PAST_ACCESS_TOKEN_LIFE_S);
    });
    const layer = layerForTests({
      baseUrl: t.url,
      fetch: watched.fetch,
      session,
      now: t.clock.now,
    });
    t.clock.advanceSeconds(PAST_ACCESS_TOKEN_LIFE_S);

    const result = await layer.api.call(currentUser);

    expect(result).toEqual({
      success: false,
      status: 401,
      data: null,
      messages: [SESSION_EXPIRED],
    });
    expect(watched.to(REFRESH_PATH).map((r) => r.status)).toEqual(
      Array.from({ length: REFRESH_LIMIT }, () => 200),
    );
    expect(watched.to('/api/user/current').map((c) => c.status)).toEqual([401, 401, 401, 401]);
    expect(layer.session.tokens()).toBeNull();
    expect(layer.sessionEndings()).toBe(1);
    expect(layer.warnings).toEqual([NOT_AUTHORISED]);
  });

  it('stops at the first refused refresh: 401, tokens cleared, session ended', async () => {
    const session = await signIn(t.url);
    // Signed out elsewhere: the server revokes the session, so the refresh is refused.
    const logout = await fetch(`${t.url}/api/user/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.tokens.refreshToken }),
    });
    expect(logout.status).toBe(200);
    const watched = recordingFetch();
    const layer = layerForTests({
      baseUrl: t.url,
      fetch: watched.fetch,
      session,
      now: t.clock.now,
    });
    t.clock.advanceSeconds(PAST_ACCESS_TOKEN_LIFE_S);

    const results = await Promise.all([layer.api.call(currentUser), layer.api.call(currentUser)]);

    expect(results[0]).toEqual({
      success: false,
      status: 401,
      data: null,
      messages: [SESSION_EXPIRED],
    });
    expect(watched.to(REFRESH_PATH).map((r) => r.status)).toEqual([401]);
    expect(layer.session.tokens()).toBeNull();
    expect(layer.sessionEndings()).toBe(1);
    expect(layer.warnings).toEqual([NOT_AUTHORISED]);
    // The second request's session ended while it waited: it is not sent at all (it would
    // only reach the server without its token), with no second warning or refresh.
    expect(watched.to('/api/user/current')).toHaveLength(1);
    expect(results[1]).toEqual({
      success: false,
      status: 401,
      data: null,
      messages: [SESSION_EXPIRED],
    });
  });

  it('retries with tokens another tab refreshed meanwhile, without refreshing again', async () => {
    const session = await signIn(t.url);
    const otherTab = layerForTests({ baseUrl: t.url, session, now: t.clock.now });
    // This tab shares the other tab's storage; its 401 arrives just after that tab refreshed.
    const watched = recordingFetch(async (sent) => {
      if (sent.status === 401) await otherTab.api.call(currentUser);
    });
    const layer = layerForTests({
      baseUrl: t.url,
      fetch: watched.fetch,
      sharedSession: otherTab.session,
      now: t.clock.now,
    });
    t.clock.advanceSeconds(PAST_ACCESS_TOKEN_LIFE_S);

    const result = await layer.api.call(currentUser);

    expect(result.success).toBe(true);
    expect(watched.to(REFRESH_PATH)).toEqual([]);
    expect(watched.to('/api/user/current').map((c) => c.status)).toEqual([401, 200]);
    expect(otherTab.session.tokens()?.refreshToken).not.toBe(session.tokens.refreshToken);
    expect(layer.sessionEndings()).toBe(0);
  });
});

describe('a sign-out while calls wait in the queue', () => {
  it('sends none of them without the token: each answers that the session has ended', async () => {
    const session = await signIn(t.url);
    const watched = recordingFetch();
    const layer = layerForTests({ baseUrl: t.url, fetch: watched.fetch, session });
    const waiting = Array.from({ length: 3 }, () => layer.api.call(currentUser));
    // The owner signs out before the queue reaches them (logout clears the tokens first).
    layer.session.clearTokens();
    const results = await Promise.all(waiting);
    for (const result of results.slice(1)) {
      expect(result).toMatchObject({ success: false, status: 401, messages: [SESSION_EXPIRED] });
    }
    expect(watched.sent.filter((request) => !request.headers.has('authorization'))).toEqual([]);
    expect(layer.warnings).toEqual([]);
  });
});
