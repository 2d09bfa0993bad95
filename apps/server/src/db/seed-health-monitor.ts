// The demo's health monitor (decision 0022): owner@'s car has a device, paired long ago, that
// has reported as a real one would. Scans every few days (one found a lean mixture and the
// catalyst's codes, resolved at the last service; the newest found the battery low), the
// battery's voltage sagging over the last days, and a fortnight of trips around Parramatta.
// The device's key is thrown away: the simulator fits a new device with a key it is given.
import { randomBytes, randomUUID } from 'node:crypto';
import { ConditionType } from '@ignite/domain/garage/enums';
import { DAY_MS } from '@ignite/domain/garage/day';
import type { Database } from './client.ts';
import {
  batteryReadings,
  healthMonitorDevices,
  healthMonitorPresence,
  type RoutePoint,
  scanEvents,
  trips,
} from './health-monitor-schema.ts';
import type { SeededConsumer } from './seed-garage.ts';

const HOUR_MS = 60 * 60 * 1000;
const HOME = { lat: -33.8148, long: 151.0017 };

/** The newest readings first sag to a flat battery (11.7 V), as the battery condition says. */
const VOLTAGES = [12.62, 12.58, 12.55, 12.49, 12.41, 12.3, 12.18, 12.02, 11.86, 11.74];

export async function seedHealthMonitors(
  tx: Database,
  { now, consumers }: { now: Date; consumers: readonly SeededConsumer[] },
) {
  const owner = consumers.find((c) => c.username === 'owner@demo.ignite');
  if (!owner) return;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const deviceId = randomUUID();
  const vehicleId = owner.vehicleId;

  const readings = VOLTAGES.map((voltage, i) => ({
    voltage,
    readingTimestamp: ago((VOLTAGES.length - i) * 12 * HOUR_MS).toISOString(),
  }));
  await tx.insert(healthMonitorDevices).values({
    id: deviceId,
    serial: 'HM-DEMO-0001',
    vehicleId,
    // A hash no key's secret will match: the seeded device's key was never handed out.
    keyHash: randomBytes(32).toString('hex'),
    installedAt: ago(400 * DAY_MS),
    pairedAt: ago(399 * DAY_MS),
    lastScanAt: ago(6 * HOUR_MS),
    recentBatteryReadings: readings,
  });
  await tx.insert(healthMonitorPresence).values({ deviceId, lastSeenAt: ago(HOUR_MS) });

  const scans = Array.from({ length: 12 }, (_, i) => {
    const daysAgo = i * 3;
    const scannedAt = ago(daysAgo * DAY_MS + 6 * HOUR_MS);
    if (i === 0) {
      return {
        scannedAt,
        hasIssue: true,
        conditionType: ConditionType.Battery,
        errorCodes: ['P0562'],
      };
    }
    if (i === 5) {
      return {
        scannedAt,
        hasIssue: true,
        conditionType: ConditionType.Service,
        errorCodes: ['P0171', 'P0420'],
      };
    }
    return { scannedAt, hasIssue: false, conditionType: ConditionType.Service, errorCodes: [] };
  });
  await tx
    .insert(scanEvents)
    .values(scans.map((scan, i) => ({ ...scan, vehicleId, deviceId, eventId: `seed-scan-${i}` })));
  await tx.insert(batteryReadings).values(
    readings.map((r, i) => ({
      vehicleId,
      deviceId,
      eventId: `seed-battery-${i}`,
      millivolts: Math.round(r.voltage * 1000),
      readAt: new Date(r.readingTimestamp),
    })),
  );
  await tx.insert(trips).values(
    Array.from({ length: 14 }, (_, i) => {
      const route = loop(i);
      // Mornings and evenings, as a commuter drives.
      const startedAt = ago((i + 1) * DAY_MS - ((i * 5) % 12) * HOUR_MS - ((i * 17) % 60) * 60_000);
      const minutes = 12 + ((i * 7) % 25);
      return {
        vehicleId,
        deviceId,
        eventId: `seed-trip-${i}`,
        startedAt,
        endedAt: new Date(startedAt.getTime() + minutes * 60_000),
        distanceMetres: Math.round(pathLength(route)),
        route,
      };
    }),
  );
}

/** A round trip from home: out along one bearing and back along another, as errands go. */
function loop(seed: number): RoutePoint[] {
  const bearing = (seed * 47) % 360;
  const reach = 0.02 + (seed % 5) * 0.008;
  const out: RoutePoint[] = [];
  for (let step = 0; step <= 12; step++) {
    const t = step / 12;
    const angle = ((bearing + 80 * t) * Math.PI) / 180;
    const distance = reach * Math.sin(t * Math.PI);
    out.push({
      lat: round(HOME.lat + distance * Math.cos(angle)),
      long: round(HOME.long + distance * Math.sin(angle)),
    });
  }
  return out;
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** Metres along the route, by haversine (R = 6371 km). */
function pathLength(route: RoutePoint[]): number {
  let metres = 0;
  for (let i = 1; i < route.length; i++) {
    const a = route[i - 1];
    const b = route[i];
    if (!a || !b) continue;
    const rad = Math.PI / 180;
    const dLat = (b.lat - a.lat) * rad;
    const dLong = (b.long - a.long) * rad;
    const h =
      Math.sin(dLat / 2) ** 2 +
      Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLong / 2) ** 2;
    metres += 2 * 6_371_000 * Math.asin(Math.sqrt(h));
  }
  return metres;
}
