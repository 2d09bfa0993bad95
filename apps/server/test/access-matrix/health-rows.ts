// The access matrix's rows for the health monitor: the owner's calls about their car, the demo
// device fitting, and what a device posts. A device posts with its own key (decision 0022): no
// person's bearer token opens those routes, the owner's neither; the owner's device is let in,
// and the device in another car is refused for the owner's car.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { scanEvents } from '../../src/db/health-monitor-schema.ts';
import {
  type Entry,
  type Matrix,
  type MatrixRequest,
  type Persona,
  type Scope,
  NO_BEARER,
  OWN,
  PUBLIC,
  SELF,
} from './kit.ts';

/** A new device in the persona's car, through the demo's fitting, and its key. */
async function fitDevice(s: Scope, persona: Persona) {
  const fitted = await s.w.t.app.inject({
    method: 'POST',
    url: '/api/demo/health-monitor/devices',
    payload: { rego: persona.rego },
  });
  return fitted.json<{ data: { deviceKey: string } }>().data.deviceKey;
}

const eventId = () => `evt-${randomBytes(6).toString('hex')}`;
let tripsMade = 0;
const nowText = (s: Scope) => s.w.t.clock.now().toISOString();

/** A telemetry post about the owner's car, tried with every bearer token and two devices. */
function telemetry(path: string, body: (s: Scope) => Record<string, unknown>): Entry {
  return {
    prepare: async (s) => ({
      ownersDevice: await fitDevice(s, s.owner),
      othersDevice: await fitDevice(s, s.other),
    }),
    request: (s): MatrixRequest => ({
      method: 'POST',
      url: `/api/telemetry/${path}`,
      payload: { vehicleId: s.owner.vehicleId, ...body(s) },
    }),
    expect: NO_BEARER,
    credentials: [
      {
        name: 'the device in the other consumer’s car',
        headers: (s) => ({ authorization: `Bearer ${s.ids.othersDevice}` }),
        expect: 'forbidden',
      },
      {
        name: 'the device in the owner’s car',
        headers: (s) => ({ authorization: `Bearer ${s.ids.ownersDevice}` }),
        expect: 'ok',
      },
    ],
  };
}

const ownerQuery = (path: string, extra = '') => ({
  request: (s: Scope): MatrixRequest => ({
    method: 'GET',
    url: `/api/vehicle/${path}?vehicleId=${s.owner.vehicleId}${extra}`,
  }),
  expect: OWN,
});

export const healthRows: Matrix = {
  'GET /api/vehicle/scan-event/list': ownerQuery('scan-event/list', '&tripsRequested=10'),
  'GET /api/vehicle/scan-event/get-errors': {
    prepare: async (s) => {
      const [scan] = await s.w.t.db
        .select({ id: scanEvents.id })
        .from(scanEvents)
        .where(eq(scanEvents.vehicleId, s.owner.vehicleId))
        .orderBy(desc(scanEvents.scannedAt))
        .limit(1);
      return { scanId: scan?.id ?? '' };
    },
    request: (s) => ({
      method: 'GET',
      url: `/api/vehicle/scan-event/get-errors?consumerVehicleTripId=${s.ids.scanId}`,
    }),
    expect: OWN,
  },
  // The generic code table explains a code to anyone signed in; nothing of anyone's.
  'GET /api/diagnostic-codes': {
    request: () => ({ method: 'GET', url: '/api/diagnostic-codes?codes=P0420,P0562' }),
    expect: SELF,
  },
  'POST /api/vehicle/health-monitor/pairing': {
    request: (s) => ({
      method: 'POST',
      url: '/api/vehicle/health-monitor/pairing',
      payload: { vehicleId: s.owner.vehicleId },
    }),
    expect: OWN,
  },
  'GET /api/vehicle/health-monitor/pairing': ownerQuery('health-monitor/pairing'),
  'GET /api/vehicle/trips': ownerQuery('trips', '&count=5'),
  'POST /api/demo/health-monitor/devices': {
    request: (s) => ({
      method: 'POST',
      url: '/api/demo/health-monitor/devices',
      payload: { rego: s.owner.rego },
    }),
    expect: PUBLIC,
    ownerDataChangesBecause:
      'demo mode only: the simulator fits a new device in a car by its rego, with no sign-in',
    ownerDataShownBecause: 'demo mode only: the fitting answers the car’s id with the new key',
  },
  'POST /api/telemetry/heartbeat': telemetry('heartbeat', (s) => ({
    eventId: eventId(),
    sentAt: nowText(s),
  })),
  'POST /api/telemetry/scan-events': telemetry('scan-events', (s) => ({
    events: [{ eventId: eventId(), utcDateScanned: nowText(s), hasIssue: false }],
  })),
  'POST /api/telemetry/battery-readings': telemetry('battery-readings', (s) => ({
    readings: [{ eventId: eventId(), voltage: 12.6, readingTimestamp: nowText(s) }],
  })),
  'POST /api/telemetry/trips': telemetry('trips', (s) => {
    // Each request a trip of its own half hour further back: a car makes one trip at a time.
    tripsMade += 1;
    const end = new Date(s.w.t.clock.now().getTime() - tripsMade * 30 * 60_000);
    return {
      trips: [
        {
          eventId: eventId(),
          startedAt: new Date(end.getTime() - 20 * 60_000).toISOString(),
          endedAt: end.toISOString(),
          distanceMetres: 12_000,
        },
      ],
    };
  }),
};
