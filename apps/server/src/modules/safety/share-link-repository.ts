// The location links' SQL (decision 0032). Every statement names the owner, or the token's
// hash, and only an open link (not turned off, not expired at `now`) is ever read or changed.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Coordinates } from '@ignite/domain/safety/location-text';
import type { Database } from '../../db/client.ts';
import { safetyShareLinks } from '../../db/safety-schema.ts';

export type ShareLinkRow = typeof safetyShareLinks.$inferSelect;
export type ShareLinkRepository = ReturnType<typeof createShareLinkRepository>;

export type NewShareLink = Coordinates & { userId: string; tokenHash: string; expiresAt: Date };

export function createShareLinkRepository(db: Database) {
  const isOpen = (now: Date) =>
    and(isNull(safetyShareLinks.revokedAt), gt(safetyShareLinks.expiresAt, now));
  const ownOpen = (userId: string, shareLinkId: string, now: Date) =>
    and(eq(safetyShareLinks.id, shareLinkId), eq(safetyShareLinks.userId, userId), isOpen(now));

  return {
    async insert(link: NewShareLink, now: Date): Promise<ShareLinkRow> {
      const [row] = await db
        .insert(safetyShareLinks)
        .values({ ...link, positionSharedAt: now, createdAt: now })
        .returning();
      if (!row) throw new Error('the location link was not stored');
      return row;
    },

    /** The owner's open links, newest first. */
    async openOf(userId: string, now: Date): Promise<ShareLinkRow[]> {
      return db
        .select()
        .from(safetyShareLinks)
        .where(and(eq(safetyShareLinks.userId, userId), isOpen(now)))
        .orderBy(desc(safetyShareLinks.createdAt), desc(safetyShareLinks.id));
    },

    /** Moves the owner's open link to `position`; null when it is not theirs or not open. */
    async updatePosition(
      userId: string,
      shareLinkId: string,
      position: Coordinates,
      now: Date,
    ): Promise<ShareLinkRow | null> {
      const [row] = await db
        .update(safetyShareLinks)
        .set({ latitude: position.latitude, longitude: position.longitude, positionSharedAt: now })
        .where(ownOpen(userId, shareLinkId, now))
        .returning();
      return row ?? null;
    },

    /** Turns the owner's open link off; false when it is not theirs or not open. */
    async revoke(userId: string, shareLinkId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(safetyShareLinks)
        .set({ revokedAt: now })
        .where(ownOpen(userId, shareLinkId, now))
        .returning({ id: safetyShareLinks.id });
      return rows.length > 0;
    },

    async openByTokenHash(tokenHash: string, now: Date): Promise<ShareLinkRow | null> {
      const [row] = await db
        .select()
        .from(safetyShareLinks)
        .where(and(eq(safetyShareLinks.tokenHash, tokenHash), isOpen(now)));
      return row ?? null;
    },
  };
}
