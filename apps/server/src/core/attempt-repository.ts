// The throttle's failure counters (sign-in-throttle.ts), shared by every server instance
// through the database; each caller names its keys and rules.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { attemptCounters } from '../db/schema.ts';
import {
  afterFailure,
  afterSuccess,
  secondsToWait,
  type ThrottleCounter,
  type ThrottleRule,
} from './sign-in-throttle.ts';

export type ThrottledKey = { key: string; rule: ThrottleRule };

export type AttemptRepository = ReturnType<typeof createAttemptRepository>;

type Row = typeof attemptCounters.$inferSelect;
const counterOf = (row: Row): ThrottleCounter => ({
  failures: row.attempts,
  windowStart: row.windowStart,
  blockedUntil: row.blockedUntil,
});

export function createAttemptRepository(db: Database) {
  /** The counters of `keys`, locked until the transaction ends, created when missing. */
  async function lockCounters(tx: Database, keys: string[], now: Date) {
    await tx
      .insert(attemptCounters)
      .values(keys.map((key) => ({ key, windowStart: now, attempts: 0 })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(attemptCounters)
      .where(inArray(attemptCounters.key, keys))
      // One order for every transaction, so two sign-ins never wait on each other in a cycle.
      .orderBy(asc(attemptCounters.key))
      .for('update');
    return new Map(rows.map((row) => [row.key, counterOf(row)]));
  }

  async function store(tx: Database, key: string, counter: ThrottleCounter | undefined) {
    if (!counter) {
      await tx.delete(attemptCounters).where(eq(attemptCounters.key, key));
      return;
    }
    await tx
      .update(attemptCounters)
      .set({
        attempts: counter.failures,
        windowStart: counter.windowStart,
        blockedUntil: counter.blockedUntil,
      })
      .where(eq(attemptCounters.key, key));
  }

  return {
    /**
     * Reserves one failure on every key, in one transaction, unless one of them asks to wait:
     * then nothing is counted and the answer is the longest wait in seconds (0 when reserved).
     */
    async reserve(keys: ThrottledKey[], now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        const counters = await lockCounters(
          tx,
          keys.map(({ key }) => key),
          now,
        );
        const wait = Math.max(...keys.map(({ key }) => secondsToWait(counters.get(key), now)));
        if (wait > 0) return wait;
        for (const { key, rule } of keys)
          await store(tx, key, afterFailure(rule, counters.get(key), now));
        return 0;
      });
    },

    /** Gives back the failures reserved on `keys`: the password was right. */
    async release(keys: ThrottledKey[], now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const counters = await lockCounters(
          tx,
          keys.map(({ key }) => key),
          now,
        );
        for (const { key, rule } of keys) {
          const counter = counters.get(key);
          if (counter) await store(tx, key, afterSuccess(rule, counter));
        }
      });
    },
  };
}
