// What a device's post writes (decision 0022), over the database or a transaction: the device
// row locked for the post, its events stored once each (every event table is unique on device
// and event id, and inserts skip what is there), and the conditions and history the events
// change.
import { and, desc, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { ConditionType } from '@ignite/domain/garage/enums';
import type { Database } from '../../db/client.ts';
import { conditions, historyItems } from '../../db/garage-schema.ts';
import {
  batteryReadings,
  healthMonitorDevices,
  healthMonitorPresence,
  scanEvents,
  type StoredBatteryReading,
  trips,
} from '../../db/health-monitor-schema.ts';

type HistoryItem = typeof historyItems.$inferInsert;

function telemetryStatements(db: Database) {
  return {
    /** The device's row, locked until the transaction ends; undefined for an unknown id. */
    async lockDevice(deviceId: string) {
      const [row] = await db
        .select({
          pairedAt: healthMonitorDevices.pairedAt,
          lastScanAt: healthMonitorDevices.lastScanAt,
          recent: healthMonitorDevices.recentBatteryReadings,
          revokedAt: healthMonitorDevices.revokedAt,
        })
        .from(healthMonitorDevices)
        .where(eq(healthMonitorDevices.id, deviceId))
        .for('update');
      return row;
    },

    /** The device was seen now. */
    async recordPresence(deviceId: string, now: Date): Promise<void> {
      await db
        .insert(healthMonitorPresence)
        .values({ deviceId, lastSeenAt: now })
        .onConflictDoUpdate({ target: healthMonitorPresence.deviceId, set: { lastSeenAt: now } });
    },

    async markPaired(deviceId: string, now: Date): Promise<void> {
      await db
        .update(healthMonitorDevices)
        .set({ pairedAt: now })
        .where(eq(healthMonitorDevices.id, deviceId));
    },

    /** Stores the scans not stored before; answers those it stored. */
    insertScans: (rows: (typeof scanEvents.$inferInsert)[]) =>
      db
        .insert(scanEvents)
        .values(rows)
        .onConflictDoNothing({ target: [scanEvents.deviceId, scanEvents.eventId] })
        .returning({
          scannedAt: scanEvents.scannedAt,
          hasIssue: scanEvents.hasIssue,
          conditionType: scanEvents.conditionType,
          errorCodes: scanEvents.errorCodes,
        }),

    async setLastScan(deviceId: string, at: Date): Promise<void> {
      await db
        .update(healthMonitorDevices)
        .set({ lastScanAt: at })
        .where(eq(healthMonitorDevices.id, deviceId));
    },

    /** Stores the readings not stored before; answers those it stored. */
    insertBatteryReadings: (rows: (typeof batteryReadings.$inferInsert)[]) =>
      db
        .insert(batteryReadings)
        .values(rows)
        .onConflictDoNothing({ target: [batteryReadings.deviceId, batteryReadings.eventId] })
        .returning({ millivolts: batteryReadings.millivolts, readAt: batteryReadings.readAt }),

    async setRecentBatteryReadings(deviceId: string, recent: StoredBatteryReading[]) {
      await db
        .update(healthMonitorDevices)
        .set({ recentBatteryReadings: recent })
        .where(eq(healthMonitorDevices.id, deviceId));
    },

    /**
     * The device's trips that overlap the span from `from` to `to`, leaving out those with the
     * given event ids (the post's own, sent again).
     */
    tripsOverlapping: (deviceId: string, from: Date, to: Date, exceptEventIds: string[]) =>
      db
        .select({ startedAt: trips.startedAt, endedAt: trips.endedAt })
        .from(trips)
        .where(
          and(
            eq(trips.deviceId, deviceId),
            lt(trips.startedAt, to),
            gt(trips.endedAt, from),
            notInArray(trips.eventId, exceptEventIds),
          ),
        ),

    /** Stores the trips not stored before; answers how many it stored. */
    async insertTrips(rows: (typeof trips.$inferInsert)[]): Promise<number> {
      const stored = await db
        .insert(trips)
        .values(rows)
        .onConflictDoNothing({ target: [trips.deviceId, trips.eventId] })
        .returning({ id: trips.id });
      return stored.length;
    },

    /**
     * Marks the vehicle's conditions of these types as having an issue, clearing an earlier
     * dismissal; one already marked is left as it is. Answers the types it marked.
     */
    async markIssues(vehicleId: string, types: number[]): Promise<number[]> {
      const marked = await db
        .update(conditions)
        .set({ hasIssue: true, dateDismissedByConsumer: null })
        .where(
          and(
            eq(conditions.vehicleId, vehicleId),
            inArray(conditions.type, types),
            eq(conditions.hasIssue, false),
          ),
        )
        .returning({ type: conditions.type });
      return marked.map(({ type }) => type);
    },

    /**
     * Clears the vehicle's battery issue, unless a scan found the battery at fault after
     * `readAt`; true when it was cleared.
     */
    async clearBatteryIssue(vehicleId: string, readAt: Date): Promise<boolean> {
      const laterFault = db
        .select({ one: sql`1` })
        .from(scanEvents)
        .where(
          and(
            eq(scanEvents.vehicleId, vehicleId),
            eq(scanEvents.conditionType, ConditionType.Battery),
            eq(scanEvents.hasIssue, true),
            gt(scanEvents.scannedAt, readAt),
          ),
        )
        .orderBy(desc(scanEvents.scannedAt))
        .limit(1);
      const cleared = await db
        .update(conditions)
        .set({ hasIssue: false })
        .where(
          and(
            eq(conditions.vehicleId, vehicleId),
            eq(conditions.type, ConditionType.Battery),
            eq(conditions.hasIssue, true),
            sql`NOT EXISTS (${laterFault})`,
          ),
        )
        .returning({ id: conditions.id });
      return cleared.length > 0;
    },

    async addHistory(items: HistoryItem[]): Promise<void> {
      await db.insert(historyItems).values(items);
    },
  };
}

export type TelemetryStatements = ReturnType<typeof telemetryStatements>;

export function createTelemetryRepository(db: Database) {
  return {
    ...telemetryStatements(db),
    /** Runs `work` in one transaction, with the statements over it. */
    transaction: <T>(work: (tx: TelemetryStatements) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(telemetryStatements(tx))),
  };
}

export type TelemetryRepository = ReturnType<typeof createTelemetryRepository>;
