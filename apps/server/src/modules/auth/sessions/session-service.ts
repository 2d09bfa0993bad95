import { randomUUID } from 'node:crypto';
import type { Tokens } from '@ignite/domain/session';
import type { User } from '@ignite/domain/user';
import type { Config } from '../../../config/config.ts';
import type { Clock } from '../../../core/clock.ts';
import { unauthorized } from '../../../core/http-errors.ts';
import { SESSION_EXPIRED } from '../../../core/messages.ts';
import { hashSecretToken, newSecretToken } from '../../../core/secret-tokens.ts';
import type { Database } from '../../../db/client.ts';
import type { UserService } from '../../users/index.ts';
import type { AccessTokenIssuer } from '../access-tokens.ts';
import { childRefreshToken } from './refresh-token-values.ts';
import { createSessionLiveness } from './session-liveness.ts';
import { createSessionRepository, type SessionRow, type TokenRow } from './session-repository.ts';

type Deps = {
  /** The database, for the session repository and the transactions that write two rows. */
  db: Database;
  config: Config;
  clock: Clock;
  accessTokens: AccessTokenIssuer;
  signingKey: string;
  users: UserService;
};

export type RefreshInput = { refreshToken: string; accessToken: string; browserId: string };

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Sessions and their refresh-token families. Every refresh rotates the token. A token used a
 * second time revokes its whole family, except the direct parent of the live token within the
 * grace window, which gets that same live token back: tabs refreshing at once stay signed in.
 */
export function createSessionService(deps: Deps) {
  const { db, config, clock, accessTokens, signingKey, users } = deps;
  const repository = createSessionRepository(db);
  const liveness = createSessionLiveness({
    isLiveInDatabase: (sessionId, now) => repository.isLive(sessionId, now),
    recheckSeconds: config.sessionRecheckSeconds,
    clock,
  });
  const day = 24 * 60 * 60 * 1000;

  async function tokensFor(session: SessionRow, refreshToken: string): Promise<Tokens> {
    const user = await repository.tokenClaimsOf(session.userId);
    const access = await accessTokens.issue({
      userId: session.userId,
      sessionId: session.id,
      organisationConsumerId: user?.organisationConsumerId ?? null,
      firstName: user?.firstName ?? '',
    });
    return {
      browserId: session.browserId,
      accessToken: access.token,
      refreshToken,
      accessTokenExpires: access.expiresAt.toISOString(),
      refreshTokenExpires: session.expiresAt.toISOString(),
      inactiveSessionTimeout: config.inactivityTimeoutSeconds,
      hasInactiveTimeout: config.hasInactivityTimeout,
    };
  }

  async function start(userId: string, browserId: string): Promise<Tokens> {
    const now = clock();
    const expiresAt = new Date(now.getTime() + config.sessionMaxAgeDays * day);
    const refreshToken = newSecretToken();
    const session = await db.transaction(async (transaction) => {
      const tx = createSessionRepository(transaction);
      const created = await tx.insertSession({
        userId,
        browserId,
        expiresAt,
        lastActiveAt: now,
        createdAt: now,
      });
      await tx.insertRefreshToken({
        sessionId: created.id,
        tokenHash: hashSecretToken(refreshToken),
        expiresAt,
        createdAt: now,
      });
      return created;
    });
    return tokensFor(session, refreshToken);
  }

  async function revoke(sessionId: string, reason: string) {
    liveness.forget(sessionId);
    await repository.revoke(sessionId, reason, clock());
  }

  const findToken = (token: string) => repository.findTokenByHash(hashSecretToken(token));

  /** Marks `parent` used and stores its child, unless another request already did. */
  async function rotate(parent: TokenRow, session: SessionRow, child: string, now: Date) {
    return db.transaction(async (transaction) => {
      const tx = createSessionRepository(transaction);
      const childId = randomUUID();
      if (!(await tx.claimToken(parent.id, childId, now))) return false;
      await tx.insertRefreshToken({
        id: childId,
        sessionId: session.id,
        parentId: parent.id,
        tokenHash: hashSecretToken(child),
        expiresAt: session.expiresAt,
        createdAt: now,
      });
      await tx.touchSession(session.id, now);
      return true;
    });
  }

  /** The live child of a used token, if the token is its direct parent and within grace. */
  async function liveChildWithinGrace(parent: TokenRow, child: string, now: Date) {
    if (!parent.usedAt || !parent.replacedById) return false;
    if (now.getTime() - parent.usedAt.getTime() > config.refreshReuseGraceSeconds * 1000) {
      return false;
    }
    const row = await repository.findTokenById(parent.replacedById);
    return row !== undefined && row.usedAt === null && row.tokenHash === hashSecretToken(child);
  }

  async function rotateTokens(input: RefreshInput): Promise<{ tokens: Tokens; userId: string }> {
    const now = clock();
    const found = await findToken(input.refreshToken);
    if (!found) throw unauthorized(SESSION_EXPIRED);
    const { session } = found;
    if (session.revokedAt) throw unauthorized(SESSION_EXPIRED);
    const pairedSession = await accessTokens.sessionOf(input.accessToken);
    if (session.browserId !== input.browserId || pairedSession !== session.id) {
      throw unauthorized(SESSION_EXPIRED);
    }
    if (now >= session.expiresAt) {
      await revoke(session.id, 'expired');
      throw unauthorized(SESSION_EXPIRED);
    }
    const idleMs = now.getTime() - session.lastActiveAt.getTime();
    if (config.hasInactivityTimeout && idleMs > config.inactivityTimeoutSeconds * 1000) {
      await revoke(session.id, 'inactive');
      throw unauthorized(SESSION_EXPIRED);
    }

    const child = childRefreshToken(signingKey, input.refreshToken);
    if (found.token.usedAt === null && (await rotate(found.token, session, child, now))) {
      return { tokens: await tokensFor(session, child), userId: session.userId };
    }
    // Used before (or just now, by a concurrent request): reload to see who replaced it.
    const reloaded = await findToken(input.refreshToken);
    if (reloaded && (await liveChildWithinGrace(reloaded.token, child, now))) {
      return { tokens: await tokensFor(session, child), userId: session.userId };
    }
    await revoke(session.id, 'refresh token reused');
    throw unauthorized(SESSION_EXPIRED);
  }

  /** A refresh: the rotated tokens, and the user as they now are (spec part 1 section 7). */
  async function refresh(input: RefreshInput): Promise<{ tokens: Tokens; user: User }> {
    const { tokens, userId } = await rotateTokens(input);
    const user = await users.view(userId);
    if (!user) throw unauthorized(SESSION_EXPIRED);
    return { tokens, user };
  }

  /** Revokes the family of a refresh token, or of the session an access token names. */
  async function end(refreshToken: string | undefined, sessionId: string | undefined) {
    const found = refreshToken ? await findToken(refreshToken) : undefined;
    const id = found?.session.id ?? sessionId;
    if (id) await revoke(id, 'logout');
  }

  const hasSignedInFrom = (userId: string, browserId: string) =>
    repository.hasSignedInFrom(userId, browserId);

  /** Whether an access token's session still holds (revocations count within seconds). */
  const isLive = (sessionId: string) => liveness.isLive(sessionId);

  return { start, refresh, end, hasSignedInFrom, isLive };
}
