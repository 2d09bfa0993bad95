// The owner's health-monitor calls: the scan history, a scan's codes explained, and pairing.
// Each is about the caller's own vehicle: another owner's vehicle or scan is not found.
import {
  HEALTH_MONITOR_MESSAGES,
  type PairingStatus,
} from '@ignite/domain/health-monitor/health-monitor-api';
import type { Clock } from '../../core/clock.ts';
import { notFound } from '../../core/http-errors.ts';
import { explainCode } from './diagnostic-codes/code-table.ts';
import type { OwnerCallRepository } from './owner-call-repository.ts';

export function createHealthMonitorCalls({
  repository,
  clock,
}: {
  repository: OwnerCallRepository;
  clock: Clock;
}) {
  /** Paired once the device has reported since pairing last began (or ever, if it never did). */
  async function pairingStatus(vehicleId: string): Promise<PairingStatus> {
    const row = await repository.pairing(vehicleId);
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
      await repository.requireOwnedVehicle(userId, vehicleId);
      const rows = await repository.latestScans(vehicleId, count);
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

    /** The codes of one of the owner's scans. */
    async scanErrors(userId: string, scanEventId: string) {
      const codes = await repository.scanCodes(userId, scanEventId);
      if (!codes) throw notFound(HEALTH_MONITOR_MESSAGES.scanNotFound);
      return { errors: codes.map(explainCode) };
    },

    explainCodes(codes: string[]) {
      return { codes: [...new Set(codes)].map(explainCode) };
    },

    /** Pairing begins now: the check then wants a report from the device after this. */
    async startPairing(userId: string, vehicleId: string) {
      await repository.requireOwnedVehicle(userId, vehicleId);
      await repository.startPairing(vehicleId, clock());
      return pairingStatus(vehicleId);
    },

    /** The latest trips, newest first, with the owner's last reading to estimate from. */
    async trips(userId: string, vehicleId: string, count: number) {
      const { vehicle } = await repository.requireOwnedVehicle(userId, vehicleId);
      const rows = await repository.latestTrips(vehicleId, count);
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
      await repository.requireOwnedVehicle(userId, vehicleId);
      return pairingStatus(vehicleId);
    },
  };
}

export type HealthMonitorCalls = ReturnType<typeof createHealthMonitorCalls>;
