// A fleet of health monitors for the ingest benchmark: vehicles cloned from the demo owner's
// car straight in the bench's own database (the seed has a handful, the bench wants fifty), a
// device fitted to each through the demo endpoint, and a paced load of their posts.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export type Device = { vehicleId: string; deviceKey: string };

/** Clones the owner's vehicle `count` times (regos BENCH1, BENCH2...) and fits each a device. */
export async function fitFleet(
  databaseUrl: string,
  appUrl: string,
  count: number,
): Promise<Device[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'vehicles'
          AND column_name NOT IN ('id', 'rego', 'garage_version', 'app_vehicle_id')`,
    );
    const columns = rows.map((row) => `"${row.column_name}"`).join(', ');
    await client.query(
      `INSERT INTO vehicles (rego, ${columns})
       SELECT 'BENCH' || n, ${columns} FROM vehicles, generate_series(1, $1) AS n
        WHERE rego = 'CXR52H'`,
      [count],
    );
  } finally {
    await client.end();
  }
  const devices: Device[] = [];
  for (let n = 1; n <= count; n++) {
    const answer = await fetch(`${appUrl}/api/demo/health-monitor/devices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rego: `BENCH${n}` }),
    });
    const body = (await answer.json()) as { data: Device };
    if (answer.status !== 200) throw new Error(`fitting BENCH${n} answered ${answer.status}`);
    devices.push(body.data);
  }
  return devices;
}

export type FleetLoad = {
  readingsPerPost: number;
  /** Posts per second each device offers (a device may post 4 a second: 240 a minute). */
  postsPerSecondPerDevice: number;
  /** Every this many posts, a device posts a scan instead of readings. */
  scanEvery: number;
};

export type FleetFigures = {
  seconds: number;
  readingsStored: number;
  scansStored: number;
  readingsPerSecond: number;
  scansPerSecond: number;
  latencyMs: { readings: Percentiles; scans: Percentiles };
  /** Answers other than 200: a bench that drew them measured nothing true. */
  failures: Record<string, number>;
};
type Percentiles = { p50: number; p99: number; max: number };

/** Every device posts at its pace until `seconds` have passed; each post's latency is kept. */
export async function runFleet(
  appUrl: string,
  devices: readonly Device[],
  load: FleetLoad,
  seconds: number,
): Promise<FleetFigures> {
  const latencies = { readings: [] as number[], scans: [] as number[] };
  const failures: Record<string, number> = {};
  let readingsStored = 0;
  let scansStored = 0;
  const interval = 1000 / load.postsPerSecondPerDevice;
  // Event ids unique to this run: a repeated id is stored once, and would not count.
  const run = randomUUID().slice(0, 8);
  const started = performance.now();
  const until = started + seconds * 1000;

  async function play(device: Device, index: number) {
    // Spread the devices' first posts over one interval, as real devices would be.
    await sleep((interval * index) / devices.length);
    for (let post = 0; performance.now() < until; post++) {
      const due = performance.now() + interval;
      const isScan = post % load.scanEvery === load.scanEvery - 1;
      const now = new Date().toISOString();
      const id = `${run}-${index}-${post}`;
      const body = isScan
        ? { events: [{ eventId: `s${id}`, utcDateScanned: now, hasIssue: false }] }
        : {
            readings: Array.from({ length: load.readingsPerPost }, (_, i) => ({
              eventId: `r${id}-${i}`,
              voltage: 12.4 + (i % 20) / 100,
              readingTimestamp: now,
            })),
          };
      const sent = performance.now();
      const answer = await fetch(
        `${appUrl}/api/telemetry/${isScan ? 'scan-events' : 'battery-readings'}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${device.deviceKey}`,
          },
          body: JSON.stringify({ vehicleId: device.vehicleId, ...body }),
        },
      );
      const result = (await answer.json()) as { data: { stored: number } };
      (isScan ? latencies.scans : latencies.readings).push(performance.now() - sent);
      if (answer.status !== 200) {
        failures[answer.status] = (failures[answer.status] ?? 0) + 1;
      } else if (isScan) {
        scansStored += result.data.stored;
      } else {
        readingsStored += result.data.stored;
      }
      await sleep(Math.max(0, due - performance.now()));
    }
  }

  await Promise.all(devices.map((device, index) => play(device, index)));
  const elapsed = (performance.now() - started) / 1000;
  return {
    seconds: elapsed,
    readingsStored,
    scansStored,
    readingsPerSecond: readingsStored / elapsed,
    scansPerSecond: scansStored / elapsed,
    latencyMs: { readings: percentiles(latencies.readings), scans: percentiles(latencies.scans) },
    failures,
  };
}

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}
