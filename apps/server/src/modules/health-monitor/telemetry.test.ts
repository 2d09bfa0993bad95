// What devices post, through the whole app: the device key and nothing else opens the
// telemetry routes, a device posts only for its own vehicle, each event is stored once however
// often it arrives, bad input is refused with a message and stores nothing, and what was
// ingested shows in the garage (an issue marks its condition; a recovered battery clears it).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConditionType } from '@ignite/domain/garage/enums';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { TRIP_MESSAGES } from '@ignite/domain/health-monitor/trip-plausibility';
import type { Session } from '@ignite/domain/session';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/sessions.ts';
import { conditions } from '../../db/garage-schema.ts';
import { batteryReadings, scanEvents, trips } from '../../db/health-monitor-schema.ts';
import { vehicles } from '../../db/schema.ts';

type Device = { vehicleId: string; serial: string; deviceKey: string };

let t: TestApp;
let owner: Session;
let ownerDevice: Device;
let protectDevice: Device;

const vehicleOf = (s: Session) => s.user.activeVehicle?.vehicleId ?? '';
const now = () => t.clock.now().toISOString();

async function fitDevice(session: Session): Promise<Device> {
  const [vehicle] = await t.db
    .select({ rego: vehicles.rego })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleOf(session)));
  const { statusCode, body } = await call<Device>(t.app, {
    method: 'POST',
    url: '/api/demo/health-monitor/devices',
    payload: { rego: vehicle?.rego },
  });
  expect(statusCode).toBe(200);
  return body.data;
}

function post(path: string, key: string | null, payload: unknown) {
  return call<{ received: number; stored: number }>(t.app, {
    method: 'POST',
    url: `/api/telemetry/${path}`,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    payload: payload as Record<string, unknown>,
  });
}

const reading = (eventId: string, voltage: unknown, at = now()) => ({
  eventId,
  voltage,
  readingTimestamp: at,
});

async function storedReadings(vehicleId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(batteryReadings)
    .where(eq(batteryReadings.vehicleId, vehicleId));
  return row?.n ?? 0;
}

async function garage(s: Session) {
  const { body } = await call<MyGarage>(t.app, {
    method: 'GET',
    url: `/api/consumer/${s.user.organisationConsumerId}/my-garage/${vehicleOf(s)}`,
    headers: { authorization: `Bearer ${s.tokens.accessToken}` },
  });
  return body.data;
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await signIn(t.app);
  const protect = await signIn(t.app, 'protect@demo.ignite');
  ownerDevice = await fitDevice(owner);
  protectDevice = await fitDevice(protect);
});
afterAll(() => t.close());

describe('the device key', () => {
  const heartbeat = (vehicleId: string) => ({ vehicleId, eventId: 'hb-1', sentAt: now() });

  test('is required, and an owner’s access token is not one', async () => {
    const none = await post('heartbeat', null, heartbeat(ownerDevice.vehicleId));
    expect(none.statusCode).toBe(401);
    expect(none.body.messages[0]).toMatch(/device key is required/);
    const token = await post(
      'heartbeat',
      owner.tokens.accessToken,
      heartbeat(ownerDevice.vehicleId),
    );
    expect(token.statusCode).toBe(401);
  });

  test('with a wrong secret, or a made-up one, is refused', async () => {
    const wrong = ownerDevice.deviceKey.slice(0, -4) + 'AAAA';
    expect((await post('heartbeat', wrong, heartbeat(ownerDevice.vehicleId))).statusCode).toBe(401);
    const madeUp = `hmk_${'0'.repeat(32)}_${'A'.repeat(43)}`;
    expect((await post('heartbeat', madeUp, heartbeat(ownerDevice.vehicleId))).statusCode).toBe(
      401,
    );
  });

  test('of another vehicle’s device gets 403 and stores nothing', async () => {
    const before = await storedReadings(ownerDevice.vehicleId);
    const { statusCode, body } = await post('battery-readings', protectDevice.deviceKey, {
      vehicleId: ownerDevice.vehicleId,
      readings: [reading('other-1', 12.5)],
    });
    expect(statusCode).toBe(403);
    expect(body.messages).toEqual(['This device is not installed in that vehicle']);
    expect(await storedReadings(ownerDevice.vehicleId)).toBe(before);
  });

  test('of a device replaced since is refused', async () => {
    const [vehicle] = await t.db
      .select({ rego: vehicles.rego })
      .from(vehicles)
      .where(eq(vehicles.id, protectDevice.vehicleId));
    const old = protectDevice;
    const { body } = await call<Device>(t.app, {
      method: 'POST',
      url: '/api/demo/health-monitor/devices',
      payload: { rego: vehicle?.rego },
    });
    protectDevice = body.data;
    expect((await post('heartbeat', old.deviceKey, heartbeat(old.vehicleId))).statusCode).toBe(401);
    expect(
      (await post('heartbeat', protectDevice.deviceKey, heartbeat(old.vehicleId))).statusCode,
    ).toBe(200);
  });
});

describe('each event is stored once', () => {
  test('a replayed event id stores once', async () => {
    const before = await storedReadings(ownerDevice.vehicleId);
    const batch = { vehicleId: ownerDevice.vehicleId, readings: [reading('replay-1', 12.61)] };
    const first = await post('battery-readings', ownerDevice.deviceKey, batch);
    const again = await post('battery-readings', ownerDevice.deviceKey, batch);
    expect(first.body.data).toEqual({ received: 1, stored: 1 });
    expect(again.body.data).toEqual({ received: 1, stored: 0 });
    expect(await storedReadings(ownerDevice.vehicleId)).toBe(before + 1);
  });

  test('20 parallel posts of one batch store it once', async () => {
    const before = await storedReadings(ownerDevice.vehicleId);
    const batch = {
      vehicleId: ownerDevice.vehicleId,
      readings: Array.from({ length: 50 }, (_, i) => reading(`parallel-${i}`, 12.5 + i / 1000)),
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('battery-readings', ownerDevice.deviceKey, batch)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + a.body.data.stored, 0)).toBe(50);
    expect(await storedReadings(ownerDevice.vehicleId)).toBe(before + 50);
  });

  test('a scan and a trip posted twice are stored once', async () => {
    const scan = {
      vehicleId: ownerDevice.vehicleId,
      events: [{ eventId: 'scan-twice', utcDateScanned: now(), hasIssue: false }],
    };
    await post('scan-events', ownerDevice.deviceKey, scan);
    expect((await post('scan-events', ownerDevice.deviceKey, scan)).body.data.stored).toBe(0);
    const started = new Date(t.clock.now().getTime() - 20 * 60_000).toISOString();
    const trip = {
      vehicleId: ownerDevice.vehicleId,
      trips: [{ eventId: 'trip-twice', startedAt: started, endedAt: now(), distanceMetres: 8400 }],
    };
    await post('trips', ownerDevice.deviceKey, trip);
    await post('trips', ownerDevice.deviceKey, trip);
    const [scans] = await t.db
      .select({ n: count() })
      .from(scanEvents)
      .where(eq(scanEvents.eventId, 'scan-twice'));
    const [trip1] = await t.db
      .select({ n: count() })
      .from(trips)
      .where(eq(trips.eventId, 'trip-twice'));
    expect([scans?.n, trip1?.n]).toEqual([1, 1]);
  });
});

describe('bad input gets a 400 with a message and stores nothing', () => {
  // Built when each test runs: the times come from the test's clock.
  const cases: [string, () => unknown, RegExp][] = [
    [
      'voltage as text',
      () => ({ readings: [reading('bad-1', '12.4')] }),
      /voltage must be a number/,
    ],
    [
      '10,000 readings in one post',
      () => ({ readings: Array.from({ length: 10_000 }, (_, i) => reading(`many-${i}`, 12.5)) }),
      /At most 1000 readings in one post/,
    ],
    [
      'a date in 2099',
      () => ({ readings: [reading('future-1', 12.5, '2099-01-01T00:00:00Z')] }),
      /readings\[0\]\.readingTimestamp is in the future/,
    ],
    [
      'a date in 1970',
      () => ({ readings: [reading('past-1', 12.5, '1970-01-01T00:00:00Z')] }),
      /is more than 366 days old/,
    ],
    [
      'a date without its offset',
      () => ({ readings: [reading('zone-1', 12.5, '2026-11-25 10:00')] }),
      /ISO 8601/,
    ],
    ['no readings', () => ({ readings: [] }), /At least one of readings/],
    ['an unknown field', () => ({ readings: [{ ...reading('extra-1', 12.5), volts: 1 }] }), /./],
    ['a NUL byte in an event id', () => ({ readings: [reading('nul\u0000', 12.5)] }), /./],
  ];
  test.each(cases)('%s', async (_, body, message) => {
    const before = await storedReadings(ownerDevice.vehicleId);
    const { statusCode, body: answer } = await post('battery-readings', ownerDevice.deviceKey, {
      vehicleId: ownerDevice.vehicleId,
      ...(body() as object),
    });
    expect(statusCode).toBe(400);
    expect(answer.messages.join(' ')).toMatch(message);
    expect(await storedReadings(ownerDevice.vehicleId)).toBe(before);
  });

  test('an unknown trouble code format and a trip that ends before it starts', async () => {
    const scan = await post('scan-events', ownerDevice.deviceKey, {
      vehicleId: ownerDevice.vehicleId,
      events: [
        { eventId: 'bad-code', utcDateScanned: now(), hasIssue: true, errorCodes: ['X1234'] },
      ],
    });
    expect(scan.statusCode).toBe(400);
    expect(scan.body.messages.join()).toMatch(/letter P, B, C or U/);
    const later = new Date(t.clock.now().getTime() + 60_000).toISOString();
    const trip = await post('trips', ownerDevice.deviceKey, {
      vehicleId: ownerDevice.vehicleId,
      trips: [{ eventId: 'backwards', startedAt: later, endedAt: now(), distanceMetres: 10 }],
    });
    expect(trip.statusCode).toBe(400);
    expect(trip.body.messages.join()).toMatch(/endedAt must not be before startedAt/);
  });
});

describe('what was ingested shows in the garage', () => {
  test('a heartbeat pairs a new device, and the garage says so', async () => {
    expect((await garage(owner)).carePlan?.healthMonitor.isPaired).toBe(false);
    const { statusCode } = await post('heartbeat', ownerDevice.deviceKey, {
      vehicleId: ownerDevice.vehicleId,
      eventId: 'pair-1',
      sentAt: now(),
    });
    expect(statusCode).toBe(200);
    const monitor = (await garage(owner)).carePlan?.healthMonitor;
    expect(monitor?.isPaired).toBe(true);
    expect(monitor?.utcDateLastPaired).toBe(now());
  });

  test('a low-voltage scan marks the battery Issue detected; a recovered battery clears it', async () => {
    const battery = async () => {
      const rows = await t.db
        .select({ type: conditions.type, hasIssue: conditions.hasIssue })
        .from(conditions)
        .where(eq(conditions.vehicleId, ownerDevice.vehicleId));
      return rows.find((c) => c.type === ConditionType.Battery)?.hasIssue;
    };
    // Resolve the seeded issue first, as the owner would.
    await t.db
      .update(conditions)
      .set({ hasIssue: false })
      .where(eq(conditions.vehicleId, ownerDevice.vehicleId));
    expect(await battery()).toBe(false);

    t.clock.advanceSeconds(60);
    await post('scan-events', ownerDevice.deviceKey, {
      vehicleId: ownerDevice.vehicleId,
      events: [
        {
          eventId: 'low-battery',
          utcDateScanned: now(),
          hasIssue: true,
          conditionType: ConditionType.Battery,
          errorCodes: ['p0562'],
        },
      ],
    });
    expect(await battery()).toBe(true);
    const view = await garage(owner);
    expect(view.carePlan?.healthMonitor.hasIssueDetected).toBe(true);
    expect(view.carePlan?.healthMonitor.utcDateLastScan).toBe(now());

    // A reading taken before the scan is old news; a healthy one after it clears the issue.
    const before = new Date(t.clock.now().getTime() - 30_000).toISOString();
    await post('battery-readings', ownerDevice.deviceKey, {
      vehicleId: ownerDevice.vehicleId,
      readings: [reading('before-scan', 12.6, before)],
    });
    expect(await battery()).toBe(true);
    t.clock.advanceSeconds(60);
    await post('battery-readings', ownerDevice.deviceKey, {
      vehicleId: ownerDevice.vehicleId,
      readings: [reading('recovered', 12.64)],
    });
    expect(await battery()).toBe(false);
    const health = (await garage(owner)).carePlan?.healthMonitor.batteryHealth;
    expect(health?.currentVoltage).toBe(12.64);
    expect(health?.sparkline.length).toBe(10);
  });
});

describe('rate limits', () => {
  test('one device past its posts per minute gets 429; another device does not', async () => {
    const beat = (device: Device, i: number) =>
      post('heartbeat', device.deviceKey, {
        vehicleId: device.vehicleId,
        eventId: `rl-${i}`,
        sentAt: now(),
      });
    const fresh = await fitDevice(await signIn(t.app, 'protect@demo.ignite'));
    let status = 200;
    let posts = 0;
    while (status === 200 && posts < 400) {
      status = (await beat(fresh, posts)).statusCode;
      posts += 1;
    }
    expect(status).toBe(429);
    expect(posts).toBe(241);
    expect((await beat(ownerDevice, 0)).statusCode).toBe(200);
  });
});

describe('trips a car could drive', () => {
  let device: Device;
  beforeAll(async () => {
    device = await fitDevice(await signIn(t.app, 'protect@demo.ignite'));
  });
  const minutesAgo = (minutes: number) =>
    new Date(t.clock.now().getTime() - minutes * 60_000).toISOString();
  const trip = (eventId: string, from: number, to: number, distanceMetres: number) => ({
    eventId,
    startedAt: minutesAgo(from),
    endedAt: minutesAgo(to),
    distanceMetres,
  });
  async function storedTrips(vehicleId: string) {
    const [row] = await t.db
      .select({ n: count() })
      .from(trips)
      .where(eq(trips.vehicleId, vehicleId));
    return row?.n ?? 0;
  }

  test('2,000 km in half an hour is refused with why, nothing stored', async () => {
    const before = await storedTrips(device.vehicleId);
    const answer = await post('trips', device.deviceKey, {
      vehicleId: device.vehicleId,
      trips: [trip('too-fast', 300, 270, 2_000_000)],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.messages.join()).toContain(TRIP_MESSAGES.tooFast);
    expect(await storedTrips(device.vehicleId)).toBe(before);
  });

  test('ten trips in one half hour: refused in one post, and one by one only the first is kept', async () => {
    const before = await storedTrips(device.vehicleId);
    const ten = Array.from({ length: 10 }, (_, i) => trip(`overlap-${i}`, 250, 220, 20_000));
    const together = await post('trips', device.deviceKey, {
      vehicleId: device.vehicleId,
      trips: ten,
    });
    expect(together.statusCode).toBe(400);
    expect(together.body.messages).toEqual([TRIP_MESSAGES.overlap(1)]);
    expect(await storedTrips(device.vehicleId)).toBe(before);

    const answers = [];
    for (const one of ten) {
      answers.push(
        await post('trips', device.deviceKey, {
          vehicleId: device.vehicleId,
          trips: [one],
        }),
      );
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, ...Array<number>(9).fill(400)]);
    expect(answers[1]?.body.messages).toEqual([TRIP_MESSAGES.overlap(0)]);
    expect(await storedTrips(device.vehicleId)).toBe(before + 1);
  });

  test('trips one after another, and the same trip posted again, are taken', async () => {
    const before = await storedTrips(device.vehicleId);
    const morning = {
      vehicleId: device.vehicleId,
      trips: [trip('drive-1', 200, 180, 12_000), trip('drive-2', 180, 160, 9_000)],
    };
    expect((await post('trips', device.deviceKey, morning)).statusCode).toBe(200);
    const again = await post('trips', device.deviceKey, morning);
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toEqual({ received: 2, stored: 0 });
    expect(await storedTrips(device.vehicleId)).toBe(before + 2);
  });
});
