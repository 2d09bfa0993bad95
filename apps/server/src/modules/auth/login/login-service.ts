import type { LoginRequest, Session } from '@ignite/domain/session';
import type { Clock } from '../../core/clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { tooManyRequests, unauthorized } from '../../core/http-errors.ts';
import { findUserByUsername, loadUserView } from '../users/repository.ts';
import { clearAttempts, countAttempt } from './attempt-counters.ts';
import { verifyPassword } from '../../core/passwords.ts';
import type { SessionService } from './session-service.ts';

export const INVALID_CREDENTIALS = 'The username or password is incorrect';
export const TOO_MANY_ATTEMPTS =
  'Too many sign-in attempts. Please wait a few minutes and try again.';

type Deps = { db: Database; config: Config; clock: Clock; sessions: SessionService };

/**
 * Password sign-in. Attempts are counted per account and per client address before the
 * password is checked, so once over either limit even the right password gets 429.
 */
export function createLoginService({ db, config, clock, sessions }: Deps) {
  return async function login(
    credentials: LoginRequest,
    clientAddress: string,
    browserId: string,
  ): Promise<Session> {
    const username = credentials.username.toLowerCase();
    const accountKey = `login:account:${username}`;
    const now = clock();
    const window = config.loginAttemptWindowSeconds;
    const accountAttempts = await countAttempt(db, accountKey, window, now);
    const addressAttempts = await countAttempt(db, `login:address:${clientAddress}`, window, now);
    if (
      accountAttempts > config.loginMaxAttemptsPerAccount ||
      addressAttempts > config.loginMaxAttemptsPerAddress
    ) {
      throw tooManyRequests(TOO_MANY_ATTEMPTS);
    }

    const user = await findUserByUsername(db, username);
    const valid = await verifyPassword(user?.passwordHash ?? null, credentials.password);
    if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
    await clearAttempts(db, accountKey);

    const view = await loadUserView(db, user.id, config.demoMode);
    if (!view) throw unauthorized(INVALID_CREDENTIALS);
    const tokens = await sessions.start(user.id, browserId);
    return { user: view, tokens };
  };
}
