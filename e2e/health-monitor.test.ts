import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { simulateOnce } from '../tools/health-monitor-simulator/simulator.ts';
import { seriousViolations } from './accessibility.ts';
import { screenshot, waitForPath } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// The health monitor as owner@ meets it at 390x844, with a device that really reports: each
// test fits owner@'s car with a new device (as the simulator does) and posts what the device
// would, through the telemetry API with the device's own key.
const app = useAppSuite();
const OWNER_REGO = 'CXR52H';

type Device = { vehicleId: string; deviceKey: string };

async function fitDevice(): Promise<Device> {
  const answer = await fetch(`${app.url()}/api/demo/health-monitor/devices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rego: OWNER_REGO }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: Device }).data;
}

async function devicePosts(device: Device, path: string, body: Record<string, unknown>) {
  const answer = await fetch(`${app.url()}/api/telemetry/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${device.deviceKey}` },
    body: JSON.stringify({ vehicleId: device.vehicleId, ...body }),
  });
  expect(answer.status).toBe(200);
}

const heartbeat = (device: Device) =>
  devicePosts(device, 'heartbeat', {
    eventId: `hb-${Date.now()}`,
    sentAt: new Date().toISOString(),
  });

function conditionTile(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Condition monitors' })
    .getByRole('listitem', { name, exact: true });
}

describe('pairing', () => {
  test('owner@ is sent to pair a new monitor; a miss says so; the heartbeat pairs it', async () => {
    await fitDevice();
    // A new, unpaired monitor: the landing order's health-monitor step applies.
    const { page, problems, close } = await app.signedIn(
      'owner@demo.ignite',
      '/my-garage/connect-health-monitor',
    );
    await page.getByText('Installed - Not Paired').waitFor();
    // Pairing begins 3 s after the page opens; until then there is nothing to check.
    const check = page.getByRole('button', { name: 'Check Connection' });
    expect(await check.isDisabled()).toBe(true);
    await page.getByText('Pairing has begun').waitFor({ timeout: 6000 });
    await screenshot(page, 'health-monitor-pairing.png');
    expect(await seriousViolations(page)).toEqual([]);

    // Nothing has reported since pairing began: the check misses.
    await check.click();
    await page.getByText('Checking the connection').waitFor();
    await page.getByText('The Health Monitor does not appear to be paired').waitFor();
    expect(await page.getByText('Installed - Not Paired').count()).toBe(1);

    // The simulator (npm run device:simulate) fits its device and reports: its heartbeat
    // arrives after pairing began.
    await simulateOnce({ url: app.url(), rego: OWNER_REGO });
    await page.getByRole('button', { name: 'Check Again' }).click();
    await page.getByText('Your Health Monitor is paired and reporting.').waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    await screenshot(page, 'health-monitor-paired.png');
    await page.getByRole('button', { name: 'Done' }).click();
    await waitForPath(page, '/my-garage');

    await page.goto('/my-garage/health-monitor');
    await page
      .getByText('Issue Detected')
      .or(page.getByText('Active', { exact: true }))
      .waitFor();
    expect(await page.getByText('Installed - Not Paired').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test('Skip and "I don\'t have a Health Monitor" leave for My Garage', async () => {
    await fitDevice();
    const { page, close } = await app.signedIn(
      'owner@demo.ignite',
      '/my-garage/connect-health-monitor',
    );
    await page.getByRole('button', { name: 'Skip' }).click();
    await waitForPath(page, '/my-garage');
    // Snoozed: the page is no longer needed for 3 days... but it still opens when asked.
    await page.goto('/my-garage/connect-health-monitor');
    await page.getByRole('button', { name: "I don't have a Health Monitor" }).click();
    await waitForPath(page, '/my-garage');
    // Not Installed: there is nothing left to connect, so the page sends the owner back.
    await page.goto('/my-garage/connect-health-monitor');
    await waitForPath(page, '/my-garage');
    await close();
  });
});

describe('what the device reports', () => {
  test('a scan with codes shows in the history, and its codes are explained', async () => {
    const device = await fitDevice();
    await heartbeat(device);
    await devicePosts(device, 'scan-events', {
      events: [
        {
          eventId: `scan-${Date.now()}`,
          utcDateScanned: new Date().toISOString(),
          hasIssue: true,
          conditionType: 4,
          errorCodes: ['P0300', 'U3114'],
        },
      ],
    });
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.goto('/my-garage/health-monitor');
    const scan = page.getByRole('link', { name: /Issue found: P0300, U3114/ });
    await scan.waitFor();
    await screenshot(page, 'health-monitor.png');
    expect(await seriousViolations(page)).toEqual([]);
    await scan.click();

    await page.getByRole('heading', { name: 'Diagnostic Trouble CodeS Detected' }).waitFor();
    await page.getByText('These codes should be reported to your service provider.').waitFor();
    await page.getByText('Random/Multiple Cylinder Misfire Detected').waitFor();
    await page.getByText('Urgent', { exact: true }).waitFor();
    // U3114 is not a generic code: its letter and digits still explain it.
    await page.getByText(/manufacturer-specific networking and electrical/).waitFor();
    // The letters present (P and U) are highlighted; B and C are not.
    await page.getByText('Powertrain (in these codes)').waitFor();
    await page.getByText('Networking and Electrical (in these codes)').waitFor();
    expect(await page.getByText('Chassis (in these codes)').count()).toBe(0);
    await page.getByText(/remaining characters give the nature of the fault/).waitFor();
    await page.getByRole('link', { name: 'Book a repair' }).waitFor();
    await screenshot(page, 'health-monitor-codes.png');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  test('the Battery reads Issue detected after a low-voltage scan, and clears once it recovers', async () => {
    const device = await fitDevice();
    await heartbeat(device);
    // The seeded battery issue clears with a healthy reading: the battery has recovered.
    await devicePosts(device, 'battery-readings', {
      readings: [
        { eventId: `ok-${Date.now()}`, voltage: 12.65, readingTimestamp: new Date().toISOString() },
      ],
    });
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    const battery = conditionTile(page, 'Battery');
    await battery.waitFor();
    expect(await battery.getByText('Issue detected', { exact: true }).count()).toBe(0);

    await devicePosts(device, 'scan-events', {
      events: [
        {
          eventId: `low-${Date.now()}`,
          utcDateScanned: new Date().toISOString(),
          hasIssue: true,
          conditionType: 1,
          errorCodes: ['P0562'],
        },
      ],
    });
    await page.reload();
    await battery.getByText('Issue detected', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});

test('a scan the owner cannot see shows no codes and no message', async () => {
  const { page, problems, close } = await app.signedIn('owner@demo.ignite');
  await page.goto(`/my-garage/scan-event/${crypto.randomUUID()}/error-details`);
  await page.getByText('No trouble codes were recorded for this scan.').waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  await close();
});

describe('trips and the timeline (the footer tabs)', () => {
  test('a trip the device reports shows in Trips, and the odometer follows it as an estimate', async () => {
    const device = await fitDevice();
    await heartbeat(device);
    const endedAt = new Date();
    const startedAt = new Date(endedAt.getTime() - 25 * 60_000);
    await devicePosts(device, 'trips', {
      trips: [
        {
          eventId: `trip-${Date.now()}`,
          startedAt: startedAt.toISOString(),
          endedAt: endedAt.toISOString(),
          distanceMetres: 23_400,
          route: [
            { lat: -33.8148, long: 151.0017 },
            { lat: -33.83, long: 151.03 },
            { lat: -33.85, long: 151.06 },
          ],
        },
      ],
    });
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.getByRole('link', { name: 'Trips' }).click();
    await waitForPath(page, '/trips');
    await page.getByText('23.4 km · 25 min').waitFor();
    await page.getByText(/^About [\d,]+ km$/).waitFor();
    await page.getByText(/An estimate: the odometer itself is what counts/).waitFor();
    await screenshot(page, 'trips.png');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  test('the timeline tells the car’s story newest first, and a scan leads to its codes', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.getByRole('link', { name: 'Timeline' }).click();
    await waitForPath(page, '/timeline');
    await page
      .getByText('Purchased from Harbour City Motors')
      .or(page.getByRole('button', { name: 'Show older' }))
      .first()
      .waitFor();
    await page.getByText('Odometer updated').first().waitFor();
    await screenshot(page, 'timeline.png');
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('link', { name: /Trouble codes P0171, P0420/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Diagnostic Trouble CodeS Detected' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});

test('in demo mode, with the health-monitor warning on, a scan not found shows the demo codes', async () => {
  const { page, problems, close } = await app.signedIn('owner@demo.ignite');
  await page.goto('/my-garage/settings');
  await page.getByRole('switch', { name: 'Health monitor warning' }).click();
  await page.goto(`/my-garage/scan-event/${crypto.randomUUID()}/error-details`);
  await page.getByRole('heading', { name: 'Diagnostic Trouble CodeS Detected' }).waitFor();
  for (const code of ['P0001', 'P0002', 'U0002', 'P6472', 'U3114']) {
    await page.getByText(code, { exact: true }).waitFor();
  }
  expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  await close();
});
