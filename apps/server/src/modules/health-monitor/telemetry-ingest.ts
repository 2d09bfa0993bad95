// What a device posts, stored (decision 0022). Each post is one transaction that first locks
// its device's row, so one device's posts apply one after another (the battery summary and the
// last scan are read and rewritten safely) while different devices never wait on each other.
// Every event table is unique on (device, event id) and inserts skip what is there, so a post
// repeated, retried or sent twenty times at once stores its events once.
import {
  type BatteryVoltageReading,
  BATTERY_RECOVERED_VOLTS,
  SPARKLINE_MAX_POINTS,
} from '@ignite/domain/health-monitor/battery-health';
import { ConditionType } from '@ignite/domain/garage/enums';
import { historyTypeOf } from '@ignite/domain/garage/condition-history';
import {
  type BatteryReadingInput,
  type HeartbeatInput,
  type ScanEventInput,
  TELEMETRY_MESSAGES,
  telemetryTimeProblem,
  type TripInput,
} from '@ignite/domain/health-monitor/telemetry-api';
import { tripOverlapProblem } from '@ignite/domain/health-monitor/trip-plausibility';
import type { AuthenticatedDevice } from '../../core/caller.ts';
import type { Clock } from '../../core/clock.ts';
import { badRequest, forbidden, unauthorized } from '../../core/http-errors.ts';
import type { TelemetryRepository, TelemetryStatements } from './telemetry-repository.ts';

type Ingested = { received: number; stored: number };

/** The device's claim on the vehicle, then every time it sent checked against our clock. */
function checkPost(
  device: AuthenticatedDevice,
  vehicleId: string,
  times: readonly [string, string][],
  now: Date,
) {
  if (device.vehicleId !== vehicleId) throw forbidden(TELEMETRY_MESSAGES.wrongVehicle);
  for (const [field, value] of times) {
    const problem = telemetryTimeProblem(field, value, now);
    if (problem) throw badRequest(problem);
  }
}

/** Locks the device's row for the post; a device revoked meanwhile is refused. */
async function lockDevice(tx: TelemetryStatements, deviceId: string) {
  const row = await tx.lockDevice(deviceId);
  if (!row || row.revokedAt) throw unauthorized(TELEMETRY_MESSAGES.unknownDevice);
  return row;
}

type DeviceRow = Awaited<ReturnType<typeof lockDevice>>;

export function createTelemetryIngest({
  repository,
  clock,
}: {
  repository: TelemetryRepository;
  clock: Clock;
}) {
  /** One post: its claim and times checked, then its work in one transaction on the locked device. */
  function post<T>(
    device: AuthenticatedDevice,
    vehicleId: string,
    times: readonly [string, string][],
    work: (tx: TelemetryStatements, row: DeviceRow, now: Date) => Promise<T>,
  ): Promise<T> {
    const now = clock();
    checkPost(device, vehicleId, times, now);
    return repository.transaction(async (tx) =>
      work(tx, await lockDevice(tx, device.deviceId), now),
    );
  }

  return {
    /** The device is alive: its first heartbeat pairs it. */
    heartbeat(device: AuthenticatedDevice, input: HeartbeatInput) {
      return post(device, input.vehicleId, [['sentAt', input.sentAt]], async (tx, row, now) => {
        await tx.recordPresence(device.deviceId, now);
        if (!row.pairedAt) await tx.markPaired(device.deviceId, now);
        return { utcDateReceived: now.toISOString(), isPaired: true };
      });
    },

    /** Scans; one that found an issue marks its condition until the owner resolves it. */
    scanEvents(
      device: AuthenticatedDevice,
      input: { vehicleId: string; events: ScanEventInput[] },
    ): Promise<Ingested> {
      const times = input.events.map((event, i): [string, string] => [
        `events[${i}].utcDateScanned`,
        event.utcDateScanned,
      ]);
      return post(device, input.vehicleId, times, async (tx, row) => {
        const stored = await tx.insertScans(
          input.events.map((event) => ({
            vehicleId: input.vehicleId,
            deviceId: device.deviceId,
            eventId: event.eventId,
            tripEventId: event.tripEventId ?? null,
            scannedAt: new Date(event.utcDateScanned),
            hasIssue: event.hasIssue,
            conditionType: event.conditionType,
            errorCodes: [...new Set(event.errorCodes)],
          })),
        );
        if (stored.length === 0) return { received: input.events.length, stored: 0 };

        await markIssues(tx, input.vehicleId, stored);
        const newest = Math.max(...stored.map((scan) => scan.scannedAt.getTime()));
        if (!row.lastScanAt || newest > row.lastScanAt.getTime()) {
          await tx.setLastScan(device.deviceId, new Date(newest));
        }
        return { received: input.events.length, stored: stored.length };
      });
    },

    /** Voltage readings; the newest ten are kept on the device row for the garage. */
    batteryReadings(
      device: AuthenticatedDevice,
      input: { vehicleId: string; readings: BatteryReadingInput[] },
    ): Promise<Ingested> {
      const times = input.readings.map((r, i): [string, string] => [
        `readings[${i}].readingTimestamp`,
        r.readingTimestamp,
      ]);
      return post(device, input.vehicleId, times, async (tx, row, now) => {
        const stored = await tx.insertBatteryReadings(
          input.readings.map((reading) => ({
            vehicleId: input.vehicleId,
            deviceId: device.deviceId,
            eventId: reading.eventId,
            millivolts: Math.round(reading.voltage * 1000),
            readAt: new Date(reading.readingTimestamp),
          })),
        );
        if (stored.length === 0) return { received: input.readings.length, stored: 0 };

        // The row is locked, so its newest ten are exact: the new ten are among them and these.
        const recent = newestReadings([
          ...row.recent,
          ...stored.map((r) => ({
            voltage: r.millivolts / 1000,
            readingTimestamp: r.readAt.toISOString(),
          })),
        ]);
        await tx.setRecentBatteryReadings(device.deviceId, recent);
        await clearRecoveredBattery(tx, input.vehicleId, stored, now);
        return { received: input.readings.length, stored: stored.length };
      });
    },

    trips(
      device: AuthenticatedDevice,
      input: { vehicleId: string; trips: TripInput[] },
    ): Promise<Ingested> {
      const times = input.trips.flatMap((trip, i): [string, string][] => [
        [`trips[${i}].startedAt`, trip.startedAt],
        [`trips[${i}].endedAt`, trip.endedAt],
      ]);
      return post(device, input.vehicleId, times, async (tx) => {
        await refuseOverlappingTrips(tx, device.deviceId, input.trips);
        const stored = await tx.insertTrips(
          input.trips.map((trip) => ({
            vehicleId: input.vehicleId,
            deviceId: device.deviceId,
            eventId: trip.eventId,
            startedAt: new Date(trip.startedAt),
            endedAt: new Date(trip.endedAt),
            distanceMetres: trip.distanceMetres,
            route: trip.route,
          })),
        );
        return { received: input.trips.length, stored };
      });
    },
  };
}

export type TelemetryIngest = ReturnType<typeof createTelemetryIngest>;

/**
 * A car makes one trip at a time: a posted trip overlapping another of the post, or one the
 * device reported before, is refused, and the post with it. The device's own trips posted again
 * (a retry) are the same trips, not others, and are left to the insert to skip. A vehicle has
 * one device at a time (fitting a new one revokes the old), so the device's trips are the car's.
 */
async function refuseOverlappingTrips(
  tx: TelemetryStatements,
  deviceId: string,
  posted: TripInput[],
) {
  const starts = posted.map((trip) => Date.parse(trip.startedAt));
  const ends = posted.map((trip) => Date.parse(trip.endedAt));
  const stored = await tx.tripsOverlapping(
    deviceId,
    new Date(Math.min(...starts)),
    new Date(Math.max(...ends)),
    posted.map((trip) => trip.eventId),
  );
  const problem = tripOverlapProblem(
    posted,
    stored.map((trip) => ({
      startedAt: trip.startedAt.toISOString(),
      endedAt: trip.endedAt.toISOString(),
    })),
  );
  if (problem) throw badRequest(problem);
}

function newestReadings(readings: BatteryVoltageReading[]): BatteryVoltageReading[] {
  return readings
    .sort((a, b) => Date.parse(a.readingTimestamp) - Date.parse(b.readingTimestamp))
    .slice(-SPARKLINE_MAX_POINTS);
}

type StoredScan = {
  scannedAt: Date;
  hasIssue: boolean;
  conditionType: number;
  errorCodes: string[];
};

/**
 * Each scan that found an issue marks its condition (a new alert: a dismissal of an earlier one
 * no longer hides it) and leaves a history item; a condition already marked stays as it is.
 */
async function markIssues(tx: TelemetryStatements, vehicleId: string, stored: StoredScan[]) {
  const issues = stored.filter(
    (scan) => scan.hasIssue && scan.conditionType !== ConditionType.Recall,
  );
  if (issues.length === 0) return;
  const marked = await tx.markIssues(vehicleId, [
    ...new Set(issues.map((scan) => scan.conditionType)),
  ]);
  if (marked.length === 0) return;
  await tx.addHistory(
    marked.map((type) => {
      const scan = issues.filter((s) => s.conditionType === type).at(-1);
      const codes = scan?.errorCodes ?? [];
      return {
        vehicleId,
        type: historyTypeOf(type as ConditionType),
        title: 'Health monitor found an issue',
        description: codes.length > 0 ? `Trouble codes ${codes.join(', ')}` : null,
        utcEventDate: scan?.scannedAt ?? new Date(),
      };
    }),
  );
}

/**
 * A battery issue clears when the newest reading posted is a healthy one taken after the last
 * scan that found the battery at fault: the battery has recovered (charged, or replaced).
 */
async function clearRecoveredBattery(
  tx: TelemetryStatements,
  vehicleId: string,
  stored: { millivolts: number; readAt: Date }[],
  now: Date,
) {
  const newest = stored.reduce((a, b) => (b.readAt > a.readAt ? b : a));
  if (newest.millivolts < BATTERY_RECOVERED_VOLTS * 1000) return;
  if (await tx.clearBatteryIssue(vehicleId, newest.readAt)) {
    await tx.addHistory([
      {
        vehicleId,
        type: historyTypeOf(ConditionType.Battery),
        title: 'Battery recovered',
        description: `${(newest.millivolts / 1000).toFixed(2)} V at rest`,
        utcEventDate: now,
      },
    ]);
  }
}
