import type { LoginRequest, Session } from '@ignite/domain/session';
import type { Config } from '../../../config/config.ts';
import type { Clock } from '../../../core/clock.ts';
import { tooManyRequests, unauthorized } from '../../../core/http-errors.ts';
import { verifyPassword } from '../../../crypto/passwords.ts';
import type { UserService } from '../../users/index.ts';
import type { SessionService } from '../sessions/session-service.ts';
import type { AttemptRepository, ThrottledKey } from '../../../core/attempt-repository.ts';
import { signInRules } from '../../../core/sign-in-throttle.ts';

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
 * Password sign-in, throttled by sign-in-throttle.ts: failures slow down the client that
 * makes them, per account and address, and never lock the owner's own devices out.
 */
export function createLoginService({ attempts, users, sessions, config, clock }: Deps) {
  const rules = signInRules(config);

  return {
    async login(
      credentials: LoginRequest,
      clientAddress: string,
      browserId: string,
    ): Promise<Session> {
      const username = credentials.username.toLowerCase();
      const now = clock();
      const user = await users.findByUsername(username);
      const knownDevice = user ? await sessions.hasSignedInFrom(user.id, browserId) : false;
      const keys: ThrottledKey[] = [
        { key: `login:client:${username}:${clientAddress}`, rule: rules.accountAndAddress },
        { key: `login:address:${clientAddress}`, rule: rules.address },
      ];
      if (!knownDevice)
        keys.push({ key: `login:account:${username}`, rule: rules.accountFromNewDevices });

      const wait = await attempts.reserve(keys, now);
      if (wait > 0) throw tooManyRequests(TOO_MANY_ATTEMPTS, wait);

      const valid = await verifyPassword(user?.passwordHash ?? null, credentials.password);
      if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
      await attempts.release(keys, now);

      const view = await users.view(user.id);
      if (!view) throw unauthorized(INVALID_CREDENTIALS);
      const tokens = await sessions.start(user.id, browserId);
      return { user: view, tokens };
    },
  };
}
