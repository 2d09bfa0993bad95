// The row of each daily job (db/notifications-schema.ts, scheduledJobs): the last day it
// completed, and until when a server instance holds its claim on the day's run.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { scheduledJobs } from '../../../db/notifications-schema.ts';

export type ScheduledJobRepository = ReturnType<typeof createScheduledJobRepository>;

export function createScheduledJobRepository(db: Database) {
  return {
    /** The last day the job completed (made its row first if it has none), or null. */
    async completedDay(name: string): Promise<string | null> {
      await db.insert(scheduledJobs).values({ name }).onConflictDoNothing();
      const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
      return row?.completedDay ?? null;
    },

    /**
     * Claims `day`'s run until `until`, unless the day is done or another instance's claim
     * still holds at `now`, in one statement; true when this instance has it.
     */
    async claim(name: string, day: string, now: Date, until: Date): Promise<boolean> {
      const claimed = await db
        .update(scheduledJobs)
        .set({ claimedUntil: until })
        .where(
          and(
            eq(scheduledJobs.name, name),
            or(isNull(scheduledJobs.completedDay), lt(scheduledJobs.completedDay, day)),
            or(isNull(scheduledJobs.claimedUntil), lt(scheduledJobs.claimedUntil, now)),
          ),
        )
        .returning({ name: scheduledJobs.name });
      return claimed.length > 0;
    },

    /** The day's run is done; the claim is let go. */
    async complete(name: string, day: string): Promise<void> {
      await db
        .update(scheduledJobs)
        .set({ completedDay: day, claimedUntil: sql`null` })
        .where(eq(scheduledJobs.name, name));
    },
  };
}
