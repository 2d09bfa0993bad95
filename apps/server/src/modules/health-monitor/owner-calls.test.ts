// The owner's health-monitor calls: the scan history and a scan's codes (owner only), the codes
// explained from the generic table or by their letter and digits, and the pairing check, which
// wants a report from the device after pairing began.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type {
  DiagnosticCode,
  PairingStatus,
  ScanEvent,
} from '@ignite/domain/health-monitor/health-monitor-api';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import type { Session } from '@ignite/domain/session';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/sessions.ts';
import { tableSize } from './diagnostic-codes/code-table.ts';

let t: TestApp;
let owner: Session;
let other: Session;
const vehicleOf = (s: Session) => s.user.activeVehicle?.vehicleId ?? '';
const get = <T>(s: Session, url: string) =>
  call<T>(t.app, {
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${s.tokens.accessToken}` },
  });

beforeAll(async () => {
  t = await startTestApp();
  owner = await signIn(t.app);
  other = await signIn(t.app, 'protect@demo.ignite');
});
afterAll(() => t.close());

describe('GET /api/vehicle/scan-event/list', () => {
  test('the last 10 scans, newest first', async () => {
    const { statusCode, body } = await get<{ scanEvents: ScanEvent[] }>(
      owner,
      `/api/vehicle/scan-event/list?vehicleId=${vehicleOf(owner)}&tripsRequested=10`,
    );
    expect(statusCode).toBe(200);
    const scans = body.data.scanEvents;
    expect(scans).toHaveLength(10);
    const times = scans.map((s) => Date.parse(s.utcDateScanned));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(scans[0]).toMatchObject({ hasIssue: true, conditionType: 1, errorCodes: ['P0562'] });
  });

  test('another owner’s vehicle is not found; a bad count is a 400', async () => {
    const theirs = await get(other, `/api/vehicle/scan-event/list?vehicleId=${vehicleOf(owner)}`);
    expect(theirs.statusCode).toBe(404);
    const bad = await get(
      owner,
      `/api/vehicle/scan-event/list?vehicleId=${vehicleOf(owner)}&tripsRequested=0`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.messages).toEqual(['tripsRequested must be a whole number from 1 to 50']);
  });

  test('a vehicle with no device has an empty history', async () => {
    const { body } = await get<{ scanEvents: ScanEvent[] }>(
      other,
      `/api/vehicle/scan-event/list?vehicleId=${vehicleOf(other)}&tripsRequested=10`,
    );
    expect(body.data.scanEvents).toEqual([]);
  });
});

describe('GET /api/vehicle/scan-event/get-errors', () => {
  async function scanWithCodes() {
    const { body } = await get<{ scanEvents: ScanEvent[] }>(
      owner,
      `/api/vehicle/scan-event/list?vehicleId=${vehicleOf(owner)}&tripsRequested=20`,
    );
    const scan = body.data.scanEvents.find((s) => s.errorCodes.length === 2);
    if (!scan) throw new Error('the seed has a scan with two codes');
    return scan;
  }

  test('each code explained from the generic table', async () => {
    const scan = await scanWithCodes();
    const { statusCode, body } = await get<{ errors: DiagnosticCode[] }>(
      owner,
      `/api/vehicle/scan-event/get-errors?consumerVehicleTripId=${scan.scanEventId}`,
    );
    expect(statusCode).toBe(200);
    expect(body.data.errors.map((e) => [e.errorCode, e.title, e.urgency, e.isListed])).toEqual([
      ['P0171', 'System Too Lean (Bank 1)', 'soon', true],
      ['P0420', 'Catalyst System Efficiency Below Threshold (Bank 1)', 'soon', true],
    ]);
  });

  test('another owner’s scan, or none, is not found', async () => {
    const scan = await scanWithCodes();
    const theirs = await get(
      other,
      `/api/vehicle/scan-event/get-errors?consumerVehicleTripId=${scan.scanEventId}`,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body.messages).toEqual(['That scan was not found']);
    const none = await get(
      owner,
      `/api/vehicle/scan-event/get-errors?consumerVehicleTripId=${crypto.randomUUID()}`,
    );
    expect(none.statusCode).toBe(404);
  });
});

describe('GET /api/diagnostic-codes', () => {
  test('the table holds the 9,533 generic codes; the demo codes are all explained', async () => {
    expect(tableSize()).toBe(9533);
    const { body } = await get<{ codes: DiagnosticCode[] }>(
      owner,
      '/api/diagnostic-codes?codes=P0001,P0002,U0002,P6472,U3114',
    );
    expect(body.data.codes.map((c) => [c.errorCode, c.isListed])).toEqual([
      ['P0001', true],
      ['P0002', true],
      ['U0002', true],
      ['P6472', false],
      ['U3114', false],
    ]);
    expect(body.data.codes[3]?.description).toMatch(/manufacturer-specific powertrain/);
  });

  test.each(['X0001', 'P00', 'P0001,' + 'P0002,'.repeat(20), ''])('%s is a 400', async (codes) => {
    const { statusCode, body } = await get(owner, `/api/diagnostic-codes?codes=${codes}`);
    expect(statusCode).toBe(400);
    expect(body.messages[0]).toMatch(/codes must be 1 to 20 codes/);
  });
});

describe('pairing', () => {
  test('the check wants a heartbeat after pairing began', async () => {
    const { body: fitted } = await call<{ deviceKey: string; vehicleId: string }>(t.app, {
      method: 'POST',
      url: '/api/demo/health-monitor/devices',
      payload: { rego: 'CXR52H' },
    });
    const vehicleId = vehicleOf(owner);
    const started = await call<PairingStatus>(t.app, {
      method: 'POST',
      url: '/api/vehicle/health-monitor/pairing',
      headers: { authorization: `Bearer ${owner.tokens.accessToken}` },
      payload: { vehicleId },
    });
    expect(started.body.data.isPaired).toBe(false);

    t.clock.advanceSeconds(5);
    await call(t.app, {
      method: 'POST',
      url: '/api/telemetry/heartbeat',
      headers: { authorization: `Bearer ${fitted.data.deviceKey}` },
      payload: { vehicleId, eventId: 'hb', sentAt: t.clock.now().toISOString() },
    });
    const checked = await get<PairingStatus>(
      owner,
      `/api/vehicle/health-monitor/pairing?vehicleId=${vehicleId}`,
    );
    expect(checked.body.data).toMatchObject({
      isPaired: true,
      utcDateLastSeen: t.clock.now().toISOString(),
    });
    const theirs = await get(other, `/api/vehicle/health-monitor/pairing?vehicleId=${vehicleId}`);
    expect(theirs.statusCode).toBe(404);
  });
});

test('the garage answer carries the seeded monitor: paired, its last scan and battery health', async () => {
  const fresh = await startTestApp();
  try {
    const session = await signIn(fresh.app);
    const { body } = await call<MyGarage>(fresh.app, {
      method: 'GET',
      url: `/api/consumer/${session.user.organisationConsumerId}/my-garage/${vehicleOf(session)}`,
      headers: { authorization: `Bearer ${session.tokens.accessToken}` },
    });
    const monitor = body.data.carePlan?.healthMonitor;
    expect(monitor).toMatchObject({ isInstalled: true, isPaired: true, hasIssueDetected: true });
    expect(monitor?.batteryHealth).toMatchObject({
      hasData: true,
      currentVoltage: 11.74,
      minVoltage: 11.74,
      maxVoltage: 12.62,
    });
    expect(monitor?.batteryHealth.sparkline).toHaveLength(10);
  } finally {
    await fresh.close();
  }
});

describe('GET /api/vehicle/trips', () => {
  test('the latest trips, newest first, with the last odometer reading', async () => {
    const { statusCode, body } = await get<{
      trips: {
        startedAt: string;
        distanceMetres: number;
        durationSeconds: number;
        route: unknown[];
      }[];
      lastOdometerReading: { odometer: number | null; setAt: string | null };
    }>(owner, `/api/vehicle/trips?vehicleId=${vehicleOf(owner)}&count=5`);
    expect(statusCode).toBe(200);
    expect(body.data.trips).toHaveLength(5);
    const times = body.data.trips.map((trip) => Date.parse(trip.startedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.data.trips[0]?.route.length).toBeGreaterThan(2);
    expect(body.data.trips[0]?.durationSeconds).toBeGreaterThan(0);
    expect(body.data.lastOdometerReading.odometer).toBeGreaterThan(0);
  });

  test('another owner’s vehicle is not found; a bad count is a 400', async () => {
    expect((await get(other, `/api/vehicle/trips?vehicleId=${vehicleOf(owner)}`)).statusCode).toBe(
      404,
    );
    const bad = await get(owner, `/api/vehicle/trips?vehicleId=${vehicleOf(owner)}&count=101`);
    expect(bad.statusCode).toBe(400);
  });
});
