// The simulator against the real server, as `npm run device:simulate -- --once` runs it: the
// device it fits reports, and the owner sees what it reported through the owner's own API.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type ChildServer, freePort, startChildServer } from '../child-server.ts';
import { Cleanup } from '../cleanup.ts';
import { createBattery, drive, routineScan, seededRandom } from './device-model.ts';
import { simulateOnce } from './simulator.ts';

const cleanup = new Cleanup();
let server: ChildServer;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ignite-simulator-'));
  cleanup.add(() => rm(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const env = { ...process.env };
  delete env.DATABASE_URL;
  server = await startChildServer({
    name: 'Ignite server',
    script: 'apps/server/src/main.ts',
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...env,
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    host: '127.0.0.1',
    port,
    readyPath: '/api/health',
    readyTimeoutMs: 60_000,
    cleanup,
  });
}, 70_000);
afterAll(() => cleanup.run());

async function signInOwner() {
  const answer = await fetch(`${server.baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner@demo.ignite', password: 'demo1234' }),
  });
  const { data } = (await answer.json()) as {
    data: { tokens: { accessToken: string }; user: { activeVehicle: { vehicleId: string } } };
  };
  return { token: data.tokens.accessToken, vehicleId: data.user.activeVehicle.vehicleId };
}

test('one of each report reaches the owner: the scan with its codes, and the trip', async () => {
  const lines: string[] = [];
  const device = await simulateOnce({
    url: server.baseUrl,
    rego: 'CXR52H',
    log: (l) => lines.push(l),
  });
  expect(lines[0]).toMatch(/^fitted HM-[0-9A-F]{8} in CXR52H$/);
  expect(lines.slice(1).map((l) => l.split(':')[0])).toEqual([
    'heartbeat',
    'scan',
    'battery',
    'trip',
  ]);

  const owner = await signInOwner();
  expect(device.vehicleId).toBe(owner.vehicleId);
  const headers = { authorization: `Bearer ${owner.token}` };
  const scans = (await (
    await fetch(
      `${server.baseUrl}/api/vehicle/scan-event/list?vehicleId=${owner.vehicleId}&tripsRequested=1`,
      { headers },
    )
  ).json()) as { data: { scanEvents: { errorCodes: string[] }[] } };
  expect(scans.data.scanEvents[0]?.errorCodes).toEqual(['P0171', 'P0420']);
  const pairing = (await (
    await fetch(
      `${server.baseUrl}/api/vehicle/health-monitor/pairing?vehicleId=${owner.vehicleId}`,
      { headers },
    )
  ).json()) as { data: { isPaired: boolean } };
  expect(pairing.data.isPaired).toBe(true);
}, 30_000);

test('an unknown rego says what to check', async () => {
  await expect(simulateOnce({ url: server.baseUrl, rego: 'NOPE1' })).rejects.toThrow(
    /Could not fit a device to NOPE1: .*Is the server in demo mode, and is the rego right\?/,
  );
});

test('the model: a battery that sags at rest and recovers after a drive; mostly clean scans', () => {
  const random = seededRandom(7);
  const battery = createBattery(random);
  const readings = Array.from({ length: 300 }, () => battery.read());
  expect(readings[0]).toBeGreaterThan(12.5);
  expect(battery.isLow).toBe(true);
  battery.charge();
  expect(battery.isLow).toBe(false);
  const scans = Array.from({ length: 500 }, () => routineScan(random));
  const issues = scans.filter((s) => s.hasIssue).length;
  expect(issues).toBeGreaterThan(50);
  expect(issues).toBeLessThan(150);
  const trip = drive(random);
  expect(trip.route.at(0)).toEqual(trip.route.at(-1));
  expect(trip.distanceMetres).toBeGreaterThan(0);
});
