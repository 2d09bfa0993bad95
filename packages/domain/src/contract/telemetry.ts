// What a health monitor posts (decision 0022): each call is authenticated by the device's own
// key, names the vehicle the device is installed in, and is idempotent by the device's event
// ids, so a device retries freely.
import {
  batteryReadingsSchema,
  heartbeatResultSchema,
  heartbeatSchema,
  ingestResultSchema,
  scanEventsSchema,
  tripsSchema,
} from '../health-monitor/telemetry-api.ts';
import { defineEndpoint } from './endpoint.ts';

const area = 'telemetry';
const auth = 'device';
const failures = [400, 401, 403, 429] as const;
const devices =
  'Authorization: Bearer <device key>. A device of another vehicle: 403; an unknown or ' +
  'removed key: 401. Each event id is stored once, however often it is posted.';

export const telemetryHeartbeat = defineEndpoint({
  name: 'telemetryHeartbeat',
  method: 'POST',
  path: '/api/telemetry/heartbeat',
  area,
  summary: 'A device says it is alive: what pairing waits for',
  description: devices,
  auth,
  body: heartbeatSchema,
  response: heartbeatResultSchema,
  failures,
});

export const telemetryScanEvents = defineEndpoint({
  name: 'telemetryScanEvents',
  method: 'POST',
  path: '/api/telemetry/scan-events',
  area,
  summary: 'Scans the device ran, with any trouble codes they found',
  description: `${devices} A scan that found an issue marks its condition Issue detected.`,
  auth,
  body: scanEventsSchema,
  response: ingestResultSchema,
  failures,
});

export const telemetryBatteryReadings = defineEndpoint({
  name: 'telemetryBatteryReadings',
  method: 'POST',
  path: '/api/telemetry/battery-readings',
  area,
  summary: 'Battery voltage readings, in batches of up to 1,000',
  description: `${devices} A healthy reading after a battery issue clears it.`,
  auth,
  // Room for ten times the batch limit, so an oversized batch is told the limit (400) rather
  // than only that the body is too large (413).
  bodyLimit: 1024 * 1024,
  body: batteryReadingsSchema,
  response: ingestResultSchema,
  failures,
});

export const telemetryTrips = defineEndpoint({
  name: 'telemetryTrips',
  method: 'POST',
  path: '/api/telemetry/trips',
  area,
  summary: 'Trips the car made: start, end, distance and an optional route',
  description: devices,
  auth,
  bodyLimit: 256 * 1024,
  body: tripsSchema,
  response: ingestResultSchema,
  failures,
});
