// The simulator against the real server, as `npm run device:simulate -- --once` runs it: the
// device it fits reports, and the owner sees what it reported through the owner's own API.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  pairingStatusResultSchema,
  scanEventListResultSchema,
} from '@ignite/domain/health-monitor/health-monitor-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChildServer, freePort, startChildServer } from '../child-server.ts';
import { Cleanup } from '../cleanup.ts';
import {
  createBattery,
  conditionTypeOf,
  drive,
  OCCASIONAL_CODES,
  routineScan,
  seededRandom,
} from './device-model.ts';
import { simulateOnce, startSimulator } from './simulator.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
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
    cwd: repoRoot,
    env: {
      ...env,
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      // Reminders are queued when a test asks (POST /api/demo/jobs/reminders), not by the clock.
      REMINDER_HOUR: 'off',
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

async function ownerGet(token: string, url: string): Promise<unknown> {
  const answer = await fetch(`${server.baseUrl}${url}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return answer.json();
}

test('one of each report reaches the owner: the scan with its codes, and the pairing', async () => {
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
  // Each post was new to the server.
  for (const line of lines.slice(2)) expect(line).toMatch(/\(stored [1-9]\d*\)$/);

  const owner = await signInOwner();
  expect(device.vehicleId).toBe(owner.vehicleId);
  const scans = scanEventListResultSchema.parse(
    await ownerGet(
      owner.token,
      `/api/vehicle/scan-event/list?vehicleId=${owner.vehicleId}&tripsRequested=10`,
    ),
  );
  // Newest first: the demo's own scans are days older than the simulator's.
  expect(scans.data.scanEvents[0]).toMatchObject({
    hasIssue: true,
    conditionType: 4,
    errorCodes: ['P0171', 'P0420'],
  });
  expect(Date.parse(scans.data.scanEvents[0]?.utcDateScanned ?? '')).toBeGreaterThan(
    Date.now() - 60_000,
  );
  const pairing = pairingStatusResultSchema.parse(
    await ownerGet(owner.token, `/api/vehicle/health-monitor/pairing?vehicleId=${owner.vehicleId}`),
  );
  expect(pairing.data.isPaired).toBe(true);
});

describe('the command', () => {
  const run = promisify(execFile);
  const cli = async (...args: string[]) => {
    const scripts = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    // What `npm run device:simulate --` runs, without npm's start-up.
    const command = scripts.scripts['device:simulate']?.split(' ') ?? [];
    expect(command[0]).toBe('node');
    return run(process.execPath, [...command.slice(1), ...args], { cwd: repoRoot });
  };

  test('--once reports one of each and exits 0', async () => {
    const { stdout } = await cli('--vehicle', 'cxr52h', '--url', server.baseUrl, '--once');
    expect(stdout).toMatch(/fitted HM-[0-9A-F]{8} in CXR52H/);
    expect(stdout).toMatch(/scan: issue P0171, P0420 \(condition type 4\) \(stored 1\)/);
    expect(stdout).toMatch(/battery: 10 readings, last \d+\.\d\d V \(stored 10\)/);
  });

  test('no demo route there (not in demo mode, or not Ignite) is named as the reason, exit 1', async () => {
    // Outside demo mode the route is not registered, so the server's not-found answer comes
    // back, as it does here for a path this server does not serve.
    const failed = cli('--vehicle', 'CXR52H', '--url', `${server.baseUrl}/not-ignite`, '--once');
    await expect(failed).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/is not in demo mode \(start it with DEMO_MODE=true/),
    });
  });
});

test('an unknown rego says what to check', async () => {
  await expect(simulateOnce({ url: server.baseUrl, rego: 'NOPE1' })).rejects.toThrow(
    /Could not fit a device to NOPE1: .*No vehicle has the rego NOPE1: is the rego right/,
  );
});

test('a server not there is named, without a long wait', async () => {
  const url = `http://127.0.0.1:${await freePort()}`;
  const started = Date.now();
  await expect(simulateOnce({ url, rego: 'CXR52H' })).rejects.toThrow(
    /Could not reach Ignite at .*ECONNREFUSED.*Is the server running/,
  );
  expect(Date.now() - started).toBeLessThan(3_000);
});

test('running: pairing heartbeats every 2 s until stopped; stop ends at once', async () => {
  const lines: string[] = [];
  const simulator = await startSimulator({
    url: server.baseUrl,
    rego: 'CXR52H',
    log: (l) => lines.push(l),
  });
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const stopping = Date.now();
  await simulator.stop();
  expect(Date.now() - stopping).toBeLessThan(1_000);
  const heartbeats = lines.filter((l) => l === 'heartbeat: paired').length;
  expect(heartbeats).toBe(2);
  const seen = lines.length;
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  expect(lines.length).toBe(seen);
});

describe('the model', () => {
  test('a battery that sags at rest to about 11.8 V and recovers after a drive', () => {
    const random = seededRandom(7);
    const battery = createBattery(random);
    const readings = Array.from({ length: 600 }, () => battery.read());
    expect(readings[0]).toBeGreaterThan(12.5);
    expect(battery.isLow).toBe(true);
    expect(Math.min(...readings)).toBeGreaterThan(11.75);
    // Slowly: minutes at rest before it is weak.
    expect(readings.findIndex((volts) => volts < 12)).toBeGreaterThan(120);
    battery.charge();
    expect(battery.isLow).toBe(false);
    expect(battery.read()).toBeGreaterThan(12.55);
  });

  test('scans: mostly clean, now and then one or two generic codes with their condition', () => {
    const random = seededRandom(11);
    const scans = Array.from({ length: 1000 }, () => routineScan(random));
    const issues = scans.filter((s) => s.hasIssue);
    expect(issues.length).toBeGreaterThan(150);
    expect(issues.length).toBeLessThan(250);
    for (const scan of issues) {
      expect(scan.errorCodes.length).toBeGreaterThanOrEqual(1);
      expect(scan.errorCodes.length).toBeLessThanOrEqual(2);
      for (const code of scan.errorCodes) expect(OCCASIONAL_CODES).toContain(code);
      expect(scan.conditionType).toBe(conditionTypeOf(scan.errorCodes));
    }
    expect(issues.some((s) => s.errorCodes.length === 2)).toBe(true);
    expect(conditionTypeOf(['P0420'])).toBe(4);
    expect(conditionTypeOf(['P0562'])).toBe(1);
    expect(conditionTypeOf(['P0171', 'C0035'])).toBe(11);
    expect(scans.some((s) => s.conditionType === 5)).toBe(false);
  });

  test('a trip goes out from Parramatta and back, no longer than it is allowed', () => {
    const random = seededRandom(3);
    const trip = drive(random);
    expect(trip.route.at(0)).toEqual({ lat: -33.8148, long: 151.0017 });
    expect(trip.route.at(0)).toEqual(trip.route.at(-1));
    expect(trip.distanceMetres).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) expect(drive(random, 5).minutes).toBeLessThanOrEqual(5);
  });
});
