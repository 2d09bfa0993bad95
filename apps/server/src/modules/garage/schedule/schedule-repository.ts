// Reads and writes of a vehicle's service schedule, over the database or a transaction. Writers
// lock the schedule row first, so two changes to one schedule (two tabs, a double tap) apply one
// after the other.
import { and, eq } from 'drizzle-orm';
import type { ServiceInterval } from '@ignite/domain/garage/service-intervals';
import type { Database } from '../../../db/client.ts';
import { serviceIntervals, serviceSchedules } from '../../../db/garage-schema.ts';
import { vehicles } from '../../../db/schema.ts';
import { type StoredSchedule, toServiceInterval } from './schedule-view.ts';

/** The vehicle's schedule with its intervals, in one query. */
function scheduleQuery(db: Database, vehicleId: string) {
  return db
    .select({ schedule: serviceSchedules, interval: serviceIntervals })
    .from(serviceSchedules)
    .leftJoin(serviceIntervals, eq(serviceIntervals.scheduleId, serviceSchedules.id))
    .where(eq(serviceSchedules.vehicleId, vehicleId));
}

type ScheduleRows = Awaited<ReturnType<typeof scheduleQuery>>;

/** Null when the vehicle has no schedule. */
function toStoredSchedule(rows: ScheduleRows): StoredSchedule | null {
  const first = rows[0];
  if (!first) return null;
  return {
    serviceScheduleId: first.schedule.id,
    nextIntervalId: first.schedule.nextIntervalId,
    intervals: rows.flatMap(({ interval }) => (interval ? [toServiceInterval(interval)] : [])),
  };
}

const sameDate = (a: Date | null, b: Date | null) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;

export function createScheduleRepository(db: Database) {
  return {
    /**
     * Locks the caller's schedule of `vehicleId` (and, when given, only if it is `scheduleId`)
     * and answers it with its intervals; null when the caller has no such schedule. Call in a
     * transaction.
     */
    async lockOwnedSchedule(
      userId: string,
      vehicleId: string,
      scheduleId?: string,
    ): Promise<StoredSchedule | null> {
      const [schedule] = await db
        .select({ id: serviceSchedules.id })
        .from(serviceSchedules)
        .innerJoin(vehicles, eq(vehicles.id, serviceSchedules.vehicleId))
        .where(
          and(
            eq(serviceSchedules.vehicleId, vehicleId),
            eq(vehicles.ownerId, userId),
            scheduleId === undefined ? undefined : eq(serviceSchedules.id, scheduleId),
          ),
        )
        .for('update', { of: serviceSchedules });
      return schedule ? toStoredSchedule(await scheduleQuery(db, vehicleId)) : null;
    },

    /** Stores the intervals a rule changed, and the next interval when it moved. */
    async saveSchedule(
      before: StoredSchedule,
      after: { intervals: readonly ServiceInterval[]; nextIntervalId: string | null },
    ): Promise<StoredSchedule> {
      const previous = new Map(before.intervals.map((i) => [i.serviceIntervalId, i]));
      const changed = after.intervals.filter((i) => {
        const was = previous.get(i.serviceIntervalId);
        return (
          was !== undefined &&
          (was.state !== i.state || !sameDate(was.dateCompleted, i.dateCompleted))
        );
      });
      for (const interval of changed) {
        await db
          .update(serviceIntervals)
          .set({ state: interval.state, dateCompleted: interval.dateCompleted })
          .where(
            and(
              eq(serviceIntervals.id, interval.serviceIntervalId),
              eq(serviceIntervals.scheduleId, before.serviceScheduleId),
            ),
          );
      }
      if (after.nextIntervalId !== before.nextIntervalId) {
        await db
          .update(serviceSchedules)
          .set({ nextIntervalId: after.nextIntervalId })
          .where(eq(serviceSchedules.id, before.serviceScheduleId));
      }
      return {
        serviceScheduleId: before.serviceScheduleId,
        nextIntervalId: after.nextIntervalId,
        intervals: [...after.intervals],
      };
    },
  };
}
