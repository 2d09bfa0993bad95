// Sessions and their refresh-token families in the database, over the database or a
// transaction. Refresh tokens are stored only as hashes.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { refreshTokens, sessions, users } from '../../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type TokenRow = typeof refreshTokens.$inferSelect;

export type SessionRepository = ReturnType<typeof createSessionRepository>;

export function createSessionRepository(db: Database) {
  return {
    /** What an access token says about its user besides their id. */
    async tokenClaimsOf(userId: string) {
      const [user] = await db
        .select({
          organisationConsumerId: users.organisationConsumerId,
          firstName: users.firstName,
        })
        .from(users)
        .where(eq(users.id, userId));
      return user;
    },

    /** A session that is neither revoked nor past its absolute expiry. */
    async isLive(sessionId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        );
      return row !== undefined;
    },

    /** Whether this browser has ever had a session for the user (revoked or not). */
    async hasSignedInFrom(userId: string, browserId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.browserId, browserId)))
        .limit(1);
      return row !== undefined;
    },

    async insertSession(values: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [created] = await db.insert(sessions).values(values).returning();
      if (!created) throw new Error('session insert returned nothing');
      return created;
    },

    async insertRefreshToken(values: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(values);
    },

    /** Revokes a session (and so its whole family) unless it already is. */
    async revoke(sessionId: string, reason: string, at: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** A refresh token by its hash, with its session. */
    async findTokenByHash(tokenHash: string) {
      const [row] = await db
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    async findTokenById(id: string): Promise<TokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
      return row;
    },

    /** Marks a token used and replaced, unless it was already used; false then. */
    async claimToken(tokenId: string, replacedById: string, at: Date): Promise<boolean> {
      const claimed = await db
        .update(refreshTokens)
        .set({ usedAt: at, replacedById })
        .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return claimed.length > 0;
    },

    async touchSession(sessionId: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastActiveAt: at }).where(eq(sessions.id, sessionId));
    },
  };
}
