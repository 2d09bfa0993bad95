import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SESSION_EXPIRED } from '@ignite/domain/api-messages';
import type { Tokens } from '@ignite/domain/session';
import type { Clock } from '../../core/clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema.ts';
import { unauthorized } from '../../core/http-errors.ts';
import type { AccessTokenIssuer } from './access-tokens.ts';
import { childRefreshToken, hashRefreshToken, newRefreshToken } from './refresh-token-values.ts';

type Deps = {
  db: Database;
  config: Config;
  clock: Clock;
  accessTokens: AccessTokenIssuer;
  signingKey: string;
};

type SessionRow = typeof sessions.$inferSelect;
type TokenRow = typeof refreshTokens.$inferSelect;

export type RefreshInput = { refreshToken: string; accessToken: string; browserId: string };

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Sessions and their refresh-token families. Every refresh rotates the token. A token used a
 * second time revokes its whole family, except the direct parent of the live token within the
 * grace window, which gets that same live token back: tabs refreshing at once stay signed in.
 */
export function createSessionService({ db, config, clock, accessTokens, signingKey }: Deps) {
  const day = 24 * 60 * 60 * 1000;

  async function tokensFor(session: SessionRow, refreshToken: string): Promise<Tokens> {
    const [user] = await db
      .select({ organisationConsumerId: users.organisationConsumerId, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, session.userId));
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
    const refreshToken = newRefreshToken();
    const session = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(sessions)
        .values({ userId, browserId, expiresAt, lastActiveAt: now, createdAt: now })
        .returning();
      if (!created) throw new Error('session insert returned nothing');
      await tx.insert(refreshTokens).values({
        sessionId: created.id,
        tokenHash: hashRefreshToken(refreshToken),
        expiresAt,
        createdAt: now,
      });
      return created;
    });
    return tokensFor(session, refreshToken);
  }

  async function revoke(sessionId: string, reason: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: clock(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  async function findToken(token: string) {
    const [row] = await db
      .select({ token: refreshTokens, session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
    return row;
  }

  /** Marks `parent` used and stores its child, unless another request already did. */
  async function rotate(parent: TokenRow, session: SessionRow, child: string, now: Date) {
    return db.transaction(async (tx) => {
      const childId = randomUUID();
      const claimed = await tx
        .update(refreshTokens)
        .set({ usedAt: now, replacedById: childId })
        .where(and(eq(refreshTokens.id, parent.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) return false;
      await tx.insert(refreshTokens).values({
        id: childId,
        sessionId: session.id,
        parentId: parent.id,
        tokenHash: hashRefreshToken(child),
        expiresAt: session.expiresAt,
        createdAt: now,
      });
      await tx.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, session.id));
      return true;
    });
  }

  /** The live child of a used token, if the token is its direct parent and within grace. */
  async function liveChildWithinGrace(parent: TokenRow, child: string, now: Date) {
    if (!parent.usedAt || !parent.replacedById) return false;
    if (now.getTime() - parent.usedAt.getTime() > config.refreshReuseGraceSeconds * 1000) {
      return false;
    }
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.id, parent.replacedById));
    return row !== undefined && row.usedAt === null && row.tokenHash === hashRefreshToken(child);
  }

  async function refresh(input: RefreshInput): Promise<{ tokens: Tokens; userId: string }> {
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

  /** Revokes the family of a refresh token, or of the session an access token names. */
  async function end(refreshToken: string | undefined, sessionId: string | undefined) {
    const found = refreshToken ? await findToken(refreshToken) : undefined;
    const id = found?.session.id ?? sessionId;
    if (id) await revoke(id, 'logout');
  }

  return { start, refresh, end };
}
