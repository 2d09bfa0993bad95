// Runs the reminder job once a day (issue 19), on however many server instances: each checks
// every few minutes, and the one that claims the day's row runs it. A claim lapses after
// claimSeconds, so an instance that dies mid-run hands the day to another; the job's keys make
// that second run queue only what the first did not.
import { dailyRunDue } from '@ignite/domain/notifications/daily-run';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Clock } from '../../../core/clock.ts';
import { createDrainLoop } from '../../../core/drain-loop.ts';
import type { Database } from '../../../db/client.ts';
import { scheduledJobs } from '../../../db/notifications-schema.ts';

type Deps = {
  db: Database;
  clock: Clock;
  name: string;
  hour: number;
  timeZone: string;
  run: () => Promise<unknown>;
  checkSeconds: number;
  claimSeconds: number;
  log: (message: string, error?: unknown) => void;
};

export function createDailySchedule(deps: Deps) {
  const { db, name } = deps;

  /** Claims the day when it is due and unclaimed; answers the day claimed, or null. */
  async function claim(now: Date): Promise<string | null> {
    await db.insert(scheduledJobs).values({ name }).onConflictDoNothing();
    const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
    const day = dailyRunDue(now, deps, row?.completedDay ?? null);
    if (day === null) return null;
    const claimed = await db
      .update(scheduledJobs)
      .set({ claimedUntil: new Date(now.getTime() + deps.claimSeconds * 1000) })
      .where(
        and(
          eq(scheduledJobs.name, name),
          or(isNull(scheduledJobs.completedDay), lt(scheduledJobs.completedDay, day)),
          or(isNull(scheduledJobs.claimedUntil), lt(scheduledJobs.claimedUntil, now)),
        ),
      )
      .returning({ name: scheduledJobs.name });
    return claimed.length > 0 ? day : null;
  }

  async function runIfDue() {
    const day = await claim(deps.clock());
    if (day === null) return;
    await deps.run();
    await db
      .update(scheduledJobs)
      .set({ completedDay: day, claimedUntil: sql`null` })
      .where(eq(scheduledJobs.name, name));
  }

  return createDrainLoop(runIfDue, deps.checkSeconds, (error) =>
    deps.log(`${name}: daily run failed`, error),
  );
}
