// The owner's health-monitor calls: the scan history, a scan's codes explained, and pairing.
// Each is about the caller's own vehicle: another owner's vehicle or scan is not found.
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  HEALTH_MONITOR_MESSAGES,
  type PairingStatus,
} from '@ignite/domain/health-monitor/health-monitor-api';
import type { Clock } from '../../core/clock.ts';
import { notFound } from '../../core/http-errors.ts';
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
import { explainCode } from './diagnostic-codes/code-table.ts';

export function createHealthMonitorCalls({ db, clock }: { db: Database; clock: Clock }) {
  async function pairingStatus(vehicleId: string): Promise<PairingStatus> {
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
      .leftJoin(healthMonitorPresence, eq(healthMonitorPresence.deviceId, healthMonitorDevices.id))
      .leftJoin(healthMonitorPairings, eq(healthMonitorPairings.vehicleId, vehicles.id))
      .where(eq(vehicles.id, vehicleId));
    const lastSeen = row?.lastSeenAt ?? null;
    const started = row?.startedAt ?? null;
    return {
      isPaired: lastSeen !== null && (started === null || lastSeen >= started),
      utcDatePairingStarted: started?.toISOString() ?? null,
      utcDateLastSeen: lastSeen?.toISOString() ?? null,
    };
  }

  return {
    async scanEvents(userId: string, vehicleId: string, count: number) {
      await requireOwnedVehicle(db, userId, vehicleId);
      const rows = await db
        .select()
        .from(scanEvents)
        .where(eq(scanEvents.vehicleId, vehicleId))
        .orderBy(desc(scanEvents.scannedAt))
        .limit(count);
      return {
        scanEvents: rows.map((row) => ({
          scanEventId: row.id,
          utcDateScanned: row.scannedAt.toISOString(),
          hasIssue: row.hasIssue,
          errorCodes: row.errorCodes,
          conditionType: row.conditionType,
        })),
      };
    },

    /** The codes of one of the owner's scans; the owner is in the WHERE clause. */
    async scanErrors(userId: string, scanEventId: string) {
      const [row] = await db
        .select({ errorCodes: scanEvents.errorCodes })
        .from(scanEvents)
        .innerJoin(vehicles, eq(vehicles.id, scanEvents.vehicleId))
        .where(and(eq(scanEvents.id, scanEventId), eq(vehicles.ownerId, userId)));
      if (!row) throw notFound(HEALTH_MONITOR_MESSAGES.scanNotFound);
      return { errors: row.errorCodes.map(explainCode) };
    },

    explainCodes(codes: string[]) {
      return { codes: [...new Set(codes)].map(explainCode) };
    },

    /** Pairing begins now: the check then wants a report from the device after this. */
    async startPairing(userId: string, vehicleId: string) {
      await requireOwnedVehicle(db, userId, vehicleId);
      const now = clock();
      await db
        .insert(healthMonitorPairings)
        .values({ vehicleId, startedAt: now })
        .onConflictDoUpdate({ target: healthMonitorPairings.vehicleId, set: { startedAt: now } });
      return pairingStatus(vehicleId);
    },

    /** The latest trips, newest first, with the owner's last reading to estimate from. */
    async trips(userId: string, vehicleId: string, count: number) {
      const { vehicle } = await requireOwnedVehicle(db, userId, vehicleId);
      const rows = await db
        .select()
        .from(trips)
        .where(eq(trips.vehicleId, vehicleId))
        .orderBy(desc(trips.startedAt))
        .limit(count);
      return {
        trips: rows.map((row) => ({
          tripId: row.id,
          startedAt: row.startedAt.toISOString(),
          endedAt: row.endedAt.toISOString(),
          distanceMetres: row.distanceMetres,
          durationSeconds: Math.round((row.endedAt.getTime() - row.startedAt.getTime()) / 1000),
          route: row.route,
        })),
        lastOdometerReading: {
          odometer: vehicle.odometer,
          setAt: vehicle.dateLastSetOdometer?.toISOString() ?? null,
        },
      };
    },

    async pairing(userId: string, vehicleId: string) {
      await requireOwnedVehicle(db, userId, vehicleId);
      return pairingStatus(vehicleId);
    },
  };
}

export type HealthMonitorCalls = ReturnType<typeof createHealthMonitorCalls>;
