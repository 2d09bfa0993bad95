import type { Config } from '../config/config.ts';

/**
 * How sign-in failures slow a guesser down without locking the owner out. The counting itself
 * (a rule, a counter, reserving a failure and giving it back) is shared: other modules limit
 * their own requests with rules of their own over the same counters (wrong originator codes,
 * verification texts sent, share links and calendar feeds created), so it lives in core.
 *
 * Only failures count: a dealership's thirty staff behind one address sign in freely. Each
 * attempt is reserved as a failure before the password is checked (so concurrent guesses
 * cannot slip past the count) and given back when the password was right.
 *
 * - per account and client address: a few free failures, then a growing delay (15 s, 30 s,
 *   1 min ... at most 15 min) before the next attempt. This is the limit a guesser meets,
 *   and it slows only their own address: the owner elsewhere signs in as usual.
 * - per account, from devices that have never signed in to it: more free failures, then
 *   the same growing delay, so that many addresses together still get few guesses. The
 *   owner's own devices (their browser id has had a session) are not held back by it.
 * - per client address, whatever the account: a fixed number of failures per window, so
 *   one address cannot try a password against many accounts.
 */
export type ThrottleRule = {
  /** Failures allowed before the next attempt must wait. */
  freeFailures: number;
  /** Failures older than this are forgotten. */
  windowSeconds: number;
  /** 'growing': wait 15 s doubling per failure, at most 15 min; 'window': until it ends. */
  wait: 'growing' | 'window';
};

export type ThrottleCounter = { failures: number; windowStart: Date; blockedUntil: Date | null };

export const FIRST_DELAY_SECONDS = 15;
export const LONGEST_DELAY_SECONDS = 15 * 60;
const DAY_SECONDS = 24 * 60 * 60;

export function signInRules(config: Config) {
  return {
    accountAndAddress: {
      freeFailures: config.loginFreeFailuresPerClient,
      windowSeconds: DAY_SECONDS,
      wait: 'growing',
    },
    accountFromNewDevices: {
      freeFailures: config.loginFreeFailuresPerAccount,
      windowSeconds: DAY_SECONDS,
      wait: 'growing',
    },
    address: {
      freeFailures: config.loginMaxFailuresPerAddress,
      windowSeconds: config.loginAttemptWindowSeconds,
      wait: 'window',
    },
  } satisfies Record<string, ThrottleRule>;
}

/** The counter after one more failure at `now`: forgets an old window, then counts. */
export function afterFailure(
  rule: ThrottleRule,
  counter: ThrottleCounter | undefined,
  now: Date,
): ThrottleCounter {
  const windowOver =
    !counter || now.getTime() - counter.windowStart.getTime() >= rule.windowSeconds * 1000;
  const failures = windowOver ? 1 : counter.failures + 1;
  const windowStart = windowOver ? now : counter.windowStart;
  return { failures, windowStart, blockedUntil: blockedUntil(rule, failures, windowStart, now) };
}

/**
 * The counter once the reserved failure proved a success: an account's counters start again
 * (the password was right), an address only gets its one attempt back, so that signing in
 * to one's own account does not buy more guesses at others.
 */
export function afterSuccess(
  rule: ThrottleRule,
  counter: ThrottleCounter,
): ThrottleCounter | undefined {
  if (rule.wait === 'growing') return undefined;
  const failures = Math.max(0, counter.failures - 1);
  const blocked = failures >= rule.freeFailures ? counter.blockedUntil : null;
  return { ...counter, failures, blockedUntil: blocked };
}

/** Seconds until `counter` allows another attempt at `now`; 0 when it does. */
export function secondsToWait(counter: ThrottleCounter | undefined, now: Date): number {
  if (!counter?.blockedUntil) return 0;
  return Math.max(0, Math.ceil((counter.blockedUntil.getTime() - now.getTime()) / 1000));
}

function blockedUntil(
  rule: ThrottleRule,
  failures: number,
  windowStart: Date,
  now: Date,
): Date | null {
  if (failures < rule.freeFailures) return null;
  if (rule.wait === 'window') return new Date(windowStart.getTime() + rule.windowSeconds * 1000);
  const doublings = Math.min(failures - rule.freeFailures, 10);
  const delay = Math.min(FIRST_DELAY_SECONDS * 2 ** doublings, LONGEST_DELAY_SECONDS);
  return new Date(now.getTime() + delay * 1000);
}
