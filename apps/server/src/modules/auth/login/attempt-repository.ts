// Sign-in attempt counters, shared by every server instance through the database.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { attemptCounters } from '../../../db/schema.ts';

export type AttemptRepository = ReturnType<typeof createAttemptRepository>;

export function createAttemptRepository(db: Database) {
  return {
    /**
     * Counts an attempt against `key` in a fixed window and answers the count so far, in one
     * atomic statement, so every server instance sharing the database sees the same count.
     */
    async countAttempt(key: string, windowSeconds: number, now: Date): Promise<number> {
      const nowIso = now.toISOString();
      const windowOpenedAfter = new Date(now.getTime() - windowSeconds * 1000).toISOString();
      const expired = sql`${attemptCounters.windowStart} <= ${windowOpenedAfter}::timestamptz`;
      const [row] = await db
        .insert(attemptCounters)
        .values({ key, windowStart: now, attempts: 1 })
        .onConflictDoUpdate({
          target: attemptCounters.key,
          set: {
            attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${attemptCounters.attempts} + 1 END`,
            windowStart: sql`CASE WHEN ${expired} THEN ${nowIso}::timestamptz ELSE ${attemptCounters.windowStart} END`,
          },
        })
        .returning({ attempts: attemptCounters.attempts });
      return row?.attempts ?? 1;
    },

    async clearAttempts(key: string): Promise<void> {
      await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
    },
  };
}
