import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { currentUser } from '@ignite/domain/contract/session';
import { endSession, getSession, startSession } from '@/shared/session/session-store.ts';
import { createRequestLayer } from './request-layer.ts';
import { sessionStoreTokens } from './session-store-tokens.ts';
import { signIn, startIgnite } from '@test/api/servers.ts';

/** Local storage as the browser has it, kept in a Map (Node 20 has none). */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

let t: Awaited<ReturnType<typeof startIgnite>>;

beforeAll(async () => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  t = await startIgnite();
});

afterAll(async () => {
  endSession();
  vi.unstubAllGlobals();
  await t.close();
});

describe('the request layer on the session store (local storage, spec keys)', () => {
  function browserLikeLayer(sessionEnded: () => void) {
    return createRequestLayer({
      baseUrl: t.url,
      fetch: (input, init) => fetch(input, init),
      session: sessionStoreTokens,
      now: t.clock.now,
      sleep: (ms) => sleep(ms),
      toasts: { warning: () => undefined },
      sessionEnded,
    });
  }

  it('stores the rotated tokens and user, then clears the tokens when a refresh is refused', async () => {
    const signedIn = await signIn(t.url);
    startSession(signedIn, 'owner@demo.ignite', false);
    let ended = 0;
    const api = browserLikeLayer(() => (ended += 1));
    t.clock.advanceSeconds(31);

    expect((await api.call(currentUser)).success).toBe(true);
    const refreshed = getSession();
    expect(refreshed?.tokens.refreshToken).not.toBe(signedIn.tokens.refreshToken);
    expect(refreshed?.user.email).toBe(signedIn.user.email);
    expect(localStorage.getItem('browserId')).toBe(JSON.stringify(signedIn.tokens.browserId));

    // Signed out elsewhere: the next refresh is refused and the tokens go.
    await fetch(`${t.url}/api/user/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: refreshed?.tokens.refreshToken }),
    });
    t.clock.advanceSeconds(31);

    expect((await api.call(currentUser)).status).toBe(401);
    expect(localStorage.getItem('tokens')).toBeNull();
    expect(getSession()).toBeNull();
    expect(ended).toBe(1);
  });
});
