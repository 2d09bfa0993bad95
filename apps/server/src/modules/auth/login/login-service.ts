import type { LoginRequest, Session } from '@ignite/domain/session';
import type { Config } from '../../../config.ts';
import type { Clock } from '../../../core/clock.ts';
import { tooManyRequests, unauthorized } from '../../../core/http-errors.ts';
import { verifyPassword } from '../../../core/passwords.ts';
import type { UserService } from '../../users/index.ts';
import type { SessionService } from '../sessions/session-service.ts';
import type { AttemptRepository } from './attempt-repository.ts';

export const INVALID_CREDENTIALS = 'The username or password is incorrect';
export const TOO_MANY_ATTEMPTS =
  'Too many sign-in attempts. Please wait a few minutes and try again.';

type Deps = {
  attempts: AttemptRepository;
  users: UserService;
  sessions: SessionService;
  config: Config;
  clock: Clock;
};

export type LoginService = ReturnType<typeof createLoginService>;

/**
 * Password sign-in. Attempts are counted per account and per client address before the
 * password is checked, so once over either limit even the right password gets 429.
 */
export function createLoginService({ attempts, users, sessions, config, clock }: Deps) {
  return {
    async login(
      credentials: LoginRequest,
      clientAddress: string,
      browserId: string,
    ): Promise<Session> {
      const username = credentials.username.toLowerCase();
      const accountKey = `login:account:${username}`;
      const now = clock();
      const window = config.loginAttemptWindowSeconds;
      const accountAttempts = await attempts.countAttempt(accountKey, window, now);
      const addressKey = `login:address:${clientAddress}`;
      const addressAttempts = await attempts.countAttempt(addressKey, window, now);
      if (
        accountAttempts > config.loginMaxAttemptsPerAccount ||
        addressAttempts > config.loginMaxAttemptsPerAddress
      ) {
        throw tooManyRequests(TOO_MANY_ATTEMPTS);
      }

      const user = await users.findByUsername(username);
      const valid = await verifyPassword(user?.passwordHash ?? null, credentials.password);
      if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
      await attempts.clearAttempts(accountKey);

      const view = await users.view(user.id);
      if (!view) throw unauthorized(INVALID_CREDENTIALS);
      const tokens = await sessions.start(user.id, browserId);
      return { user: view, tokens };
    },
  };
}
