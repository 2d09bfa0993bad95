import type { Tokens } from '@ignite/domain/session';

/** Spec part 1 section 9: the session is checked every 2000 ms. */
export const SESSION_CHECK_INTERVAL_MS = 2000;
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Spec part 1 section 4, Session timer: whether the session must end now. Inactivity counts
 * only when the tokens enable it (hasInactiveTimeout; the timeout is in seconds); an
 * expired refresh token always ends it.
 */
export function isSessionOver(tokens: Tokens, lastActivity: number, now: number): boolean {
  if (Date.parse(tokens.refreshTokenExpires) <= now) return true;
  return tokens.hasInactiveTimeout && now - lastActivity >= tokens.inactiveSessionTimeout * 1000;
}

let timer: ReturnType<typeof setInterval> | null = null;
let lastActivity = Date.now();

function markActive(): void {
  lastActivity = Date.now();
}

/** Starts checking; `getTokens` is read on each check because refreshes rotate them. */
export function startSessionTimer(getTokens: () => Tokens | null, onExpired: () => void): void {
  stopSessionTimer();
  lastActivity = Date.now();
  for (const event of ACTIVITY_EVENTS) {
    window.addEventListener(event, markActive, { passive: true, capture: true });
  }
  timer = setInterval(() => {
    const tokens = getTokens();
    if (tokens && isSessionOver(tokens, lastActivity, Date.now())) onExpired();
  }, SESSION_CHECK_INTERVAL_MS);
}

export function stopSessionTimer(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
  for (const event of ACTIVITY_EVENTS) {
    window.removeEventListener(event, markActive, { capture: true });
  }
}
