// The owner's health-monitor calls (spec part 2 section 7, part 3 section 7; the pairing check
// and the code lookup are ours). Every call is about the caller's own vehicle.
import {
  demoDeviceBodySchema,
  demoDeviceResultSchema,
  diagnosticCodesQuerySchema,
  diagnosticCodesResultSchema,
  pairingBodySchema,
  pairingQuerySchema,
  pairingStatusResultSchema,
  scanEventErrorsQuerySchema,
  scanEventErrorsResultSchema,
  scanEventListQuerySchema,
  scanEventListResultSchema,
  tripsQuerySchema,
  tripsResultSchema,
} from '../health-monitor/health-monitor-api.ts';
import { defineEndpoint } from './endpoint.ts';

const area = 'health-monitor';
const auth = 'bearer';

export const scanEventList = defineEndpoint({
  name: 'scanEventList',
  method: 'GET',
  path: '/api/vehicle/scan-event/list',
  area,
  summary: 'The vehicle’s latest scans, newest first',
  auth,
  query: scanEventListQuerySchema,
  response: scanEventListResultSchema,
  failures: [400, 401, 404],
});

export const scanEventErrors = defineEndpoint({
  name: 'scanEventErrors',
  method: 'GET',
  path: '/api/vehicle/scan-event/get-errors',
  area,
  summary: 'The trouble codes one scan found, each explained',
  description:
    'consumerVehicleTripId is the scan event id. Another owner’s scan, or none: 404 (the app ' +
    'then shows no codes, or in demo mode the demo codes).',
  auth,
  query: scanEventErrorsQuerySchema,
  response: scanEventErrorsResultSchema,
  failures: [400, 401, 404],
});

export const diagnosticCodes = defineEndpoint({
  name: 'diagnosticCodes',
  method: 'GET',
  path: '/api/diagnostic-codes',
  area,
  summary: 'Trouble codes explained: title, description, urgency',
  description:
    'Up to 20 codes, comma separated. A code the table lacks is explained by its letter and digits.',
  auth,
  query: diagnosticCodesQuerySchema,
  response: diagnosticCodesResultSchema,
  failures: [400, 401],
});

export const startHealthMonitorPairing = defineEndpoint({
  name: 'startHealthMonitorPairing',
  method: 'POST',
  path: '/api/vehicle/health-monitor/pairing',
  area,
  summary: 'Pairing begins: the check then asks for a report after this moment',
  auth,
  body: pairingBodySchema,
  response: pairingStatusResultSchema,
  failures: [400, 401, 404],
});

export const healthMonitorPairing = defineEndpoint({
  name: 'healthMonitorPairing',
  method: 'GET',
  path: '/api/vehicle/health-monitor/pairing',
  area,
  summary: 'Whether the vehicle’s device has reported since pairing began',
  auth,
  query: pairingQuerySchema,
  response: pairingStatusResultSchema,
  failures: [400, 401, 404],
});

export const demoHealthMonitorDevice = defineEndpoint({
  name: 'demoHealthMonitorDevice',
  method: 'POST',
  path: '/api/demo/health-monitor/devices',
  area,
  summary: 'Demo mode only: fit a new device in a vehicle and answer its key',
  description:
    'What the simulator (npm run device:simulate) starts with. The device there before is ' +
    'removed and its key refused; the new one is paired by its first heartbeat.',
  auth: 'none',
  body: demoDeviceBodySchema,
  response: demoDeviceResultSchema,
  failures: [400, 404],
});

export const vehicleTrips = defineEndpoint({
  name: 'vehicleTrips',
  method: 'GET',
  path: '/api/vehicle/trips',
  area,
  summary: 'The trips the health monitor reported, newest first, with the last odometer reading',
  auth,
  query: tripsQuerySchema,
  response: tripsResultSchema,
  failures: [400, 401, 404],
});
