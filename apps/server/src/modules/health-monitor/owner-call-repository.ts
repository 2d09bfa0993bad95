// The reads and writes of the owner's health-monitor calls: the vehicle's scans, trips and
// pairing. The owner is checked by the service first (requireOwnedVehicle), or is in the WHERE
// clause itself (a scan's codes).
import { and, desc, eq, isNull } from 'drizzle-orm';
import { requireOwnedVehicle } from '../../core/owned-vehicle.ts';
import type { Database } from '../../db/client.ts';
import {
  healthMonitorDevices,
  healthMonitorPairings,
  healthMonitorPresence,
  scanEvents,
  trips,
} from '../../db/health-monitor-schema.ts';
import { vehicles } from '../../db/schema.ts';

export type OwnerCallRepository = ReturnType<typeof createOwnerCallRepository>;

export function createOwnerCallRepository(db: Database) {
  return {
    /** The caller's vehicle; not theirs is a 404 (core/owned-vehicle.ts). */
    requireOwnedVehicle: (userId: string, vehicleId: string) =>
      requireOwnedVehicle(db, userId, vehicleId),

    /** When the vehicle's device in service last reported, and when pairing last began. */
    async pairing(vehicleId: string) {
      const [row] = await db
        .select({
          lastSeenAt: healthMonitorPresence.lastSeenAt,
          startedAt: healthMonitorPairings.startedAt,
        })
        .from(vehicles)
        .leftJoin(
          healthMonitorDevices,
          and(
            eq(healthMonitorDevices.vehicleId, vehicles.id),
            isNull(healthMonitorDevices.revokedAt),
          ),
        )
        .leftJoin(
          healthMonitorPresence,
          eq(healthMonitorPresence.deviceId, healthMonitorDevices.id),
        )
        .leftJoin(healthMonitorPairings, eq(healthMonitorPairings.vehicleId, vehicles.id))
        .where(eq(vehicles.id, vehicleId));
      return row;
    },

    /** Pairing begins now, replacing any earlier start. */
    async startPairing(vehicleId: string, now: Date): Promise<void> {
      await db
        .insert(healthMonitorPairings)
        .values({ vehicleId, startedAt: now })
        .onConflictDoUpdate({ target: healthMonitorPairings.vehicleId, set: { startedAt: now } });
    },

    /** The vehicle's latest scans, newest first. */
    latestScans: (vehicleId: string, count: number) =>
      db
        .select()
        .from(scanEvents)
        .where(eq(scanEvents.vehicleId, vehicleId))
        .orderBy(desc(scanEvents.scannedAt))
        .limit(count),

    /** The codes of one of the owner's scans (the owner in the WHERE); null when not theirs. */
    async scanCodes(userId: string, scanEventId: string): Promise<string[] | null> {
      const [row] = await db
        .select({ errorCodes: scanEvents.errorCodes })
        .from(scanEvents)
        .innerJoin(vehicles, eq(vehicles.id, scanEvents.vehicleId))
        .where(and(eq(scanEvents.id, scanEventId), eq(vehicles.ownerId, userId)));
      return row?.errorCodes ?? null;
    },

    /** The vehicle's latest trips, newest first. */
    latestTrips: (vehicleId: string, count: number) =>
      db
        .select()
        .from(trips)
        .where(eq(trips.vehicleId, vehicleId))
        .orderBy(desc(trips.startedAt))
        .limit(count),
  };
}
