import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { type Session, type Tokens, tokensSchema } from '@ignite/domain/session';
import { rememberedUserSchema, type User, userSchema } from '@ignite/domain/user';
import { rememberOrForget } from './remembered-users.ts';
import { readStored, readStoredString, removeStored, storageKeys, writeStored } from './storage.ts';
import { markLandingPending } from './landing-pending.ts';

/**
 * The signed-in session, kept in local storage (spec part 1 section 3) and mirrored here so
 * React can subscribe to it. Another tab signing in or out fires a `storage` event, which
 * refreshes the mirror, so every tab follows.
 */
const listeners = new Set<() => void>();
let snapshot: Session | null | undefined;
/** Counts this page's sign-ins and sign-outs, so a fact about one session cannot outlive it. */
let generation = 0;

/** Which session of this page's is the current one (a token refresh keeps it). */
export function sessionGeneration(): number {
  return generation;
}

function load(): Session | null {
  const user = readStored(storageKeys.user, userSchema);
  const tokens = readStored(storageKeys.tokens, tokensSchema);
  return user && tokens ? { user, tokens } : null;
}

function changed(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', changed);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', changed);
  };
}

export function getSession(): Session | null {
  if (snapshot === undefined) snapshot = load();
  return snapshot;
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession);
}

/** Spec part 1 section 4: a stored user with a refresh token that is still valid. */
export function hasLiveSession(now: Date = new Date()): boolean {
  const session = getSession();
  return session !== null && Date.parse(session.tokens.refreshTokenExpires) > now.getTime();
}

const rememberedUsersSchema = z.array(rememberedUserSchema);

/** Spec part 1 section 4, Login: store the user and tokens, then remember or forget. */
export function startSession(session: Session, username: string, rememberMe: boolean): void {
  const { user, tokens } = session;
  writeStored(storageKeys.tokens, tokens);
  writeStored(storageKeys.browserId, tokens.browserId);
  writeStored(storageKeys.user, user);
  writeStored(storageKeys.rememberMe, rememberMe);
  writeStored(storageKeys.activeVehicle, user.activeVehicle);
  const remembered = readStored(storageKeys.otherUsers, rememberedUsersSchema) ?? [];
  const entry = { username: username.trim(), firstName: user.firstName, lastName: user.lastName };
  writeStored(storageKeys.otherUsers, rememberOrForget(remembered, entry, rememberMe));
  generation += 1;
  markLandingPending();
  changed();
}

/**
 * Spec part 1 section 4, Logout: the stored user and tokens go. The browser id and the
 * remembered users stay: they describe the browser, not the session.
 */
export function endSession(): void {
  removeStored(
    storageKeys.tokens,
    storageKeys.user,
    storageKeys.rememberMe,
    storageKeys.activeVehicle,
    storageKeys.launchPosition,
  );
  generation += 1;
  changed();
}

/**
 * The stored tokens, read from storage on every call rather than from the mirror: another
 * tab may have refreshed them a moment ago, and a request sent with rotated tokens would
 * make the server treat the old refresh token as reused.
 */
export function getStoredTokens(): Tokens | null {
  return readStored(storageKeys.tokens, tokensSchema);
}

/**
 * Spec part 1 section 7, user/refresh-token: the rotated tokens replace the old ones, and
 * the user too when the answer carries one. The stored active vehicle is the user's own
 * choice on this device, so a refresh leaves it alone.
 */
export function storeRefreshedSession(tokens: Tokens, user: User | null): void {
  writeStored(storageKeys.tokens, tokens);
  writeStored(storageKeys.browserId, tokens.browserId);
  if (user) writeStored(storageKeys.user, user);
  changed();
}

/**
 * Spec part 1 section 7: a refresh answered with any status but 200 clears the tokens. The
 * user stays until the app's logout clears it with everything else (endSession).
 */
export function clearTokens(): void {
  removeStored(storageKeys.tokens);
  changed();
}

export function getBrowserId(): string | null {
  return readStoredString(storageKeys.browserId);
}
