// The location links' SQL (decision 0032). Every statement names the owner, or the token's
// hash, and only an open link (not turned off, not expired at `now`) is ever read or changed.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { PRODUCT } from '@ignite/domain/product';
import type { Coordinates } from '@ignite/domain/safety/location-text';
import type { Database } from '../../db/client.ts';
import { safetyShareLinks } from '../../db/safety-schema.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';

export type ShareLinkRow = typeof safetyShareLinks.$inferSelect;
export type ShareLinkRepository = ReturnType<typeof createShareLinkRepository>;

export type NewShareLink = Coordinates & {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  nameToShow: string | null;
};

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

    /**
     * An open link with the brand of its owner's app (their vehicle's, else their own): the
     * public page names the app the owner uses, never another one.
     */
    async openByTokenHash(
      tokenHash: string,
      now: Date,
    ): Promise<(ShareLinkRow & { brandName: string }) | null> {
      const [row] = await db
        .select({ link: safetyShareLinks, brandName: appConfigurations.brandName })
        .from(safetyShareLinks)
        .innerJoin(users, eq(users.id, safetyShareLinks.userId))
        .leftJoin(vehicles, eq(vehicles.id, users.activeVehicleId))
        .leftJoin(
          appConfigurations,
          eq(
            appConfigurations.id,
            sql`coalesce(${vehicles.appConfigurationId}, ${users.appConfigurationId})`,
          ),
        )
        .where(and(eq(safetyShareLinks.tokenHash, tokenHash), isOpen(now)));
      return row ? { ...row.link, brandName: row.brandName ?? PRODUCT.name } : null;
    },
  };
}
