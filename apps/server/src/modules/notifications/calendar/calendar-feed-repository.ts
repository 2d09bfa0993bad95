// The calendar feeds' SQL: one row per owner holding only the SHA-256 hash of their feed's
// token, so a copy of the database opens no feed. Making a feed replaces the row (rotation).
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { calendarFeeds } from '../../../db/notifications-schema.ts';

export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;

export function createCalendarFeedRepository(db: Database) {
  return {
    /** The owner's feed is now this hash; the one before it, if any, opens nothing from now. */
    async replace(userId: string, tokenHash: string, now: Date): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: now })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
    },

    async remove(userId: string): Promise<void> {
      await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    },

    /** Whose feed the hash opens, or null. */
    async ownerOf(tokenHash: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.tokenHash, tokenHash));
      return row?.userId ?? null;
    },
  };
}
