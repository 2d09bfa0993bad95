// A health monitor played in software: it fits a new device in the car, then reports as the
// real one would. `simulateOnce` sends one of each report and returns (tests and the README use
// it); `startSimulator` keeps reporting until stopped.
import { randomUUID } from 'node:crypto';
import {
  createBattery,
  drive,
  lowBatteryScan,
  routineScan,
  type Random,
  type Scan,
  seededRandom,
} from './device-model.ts';
import {
  DeliveryError,
  fitDevice,
  type FittedDevice,
  type SendOptions,
  telemetryClient,
} from './telemetry-client.ts';

export type SimulatorOptions = {
  url: string;
  rego: string;
  /** Seconds between routine scans (60; 10 when fast). */
  scanEverySeconds?: number;
  /** Seconds between battery batches, one reading a second (10). */
  batteryEverySeconds?: number;
  /** Seconds between trips (300; 45 when fast). */
  tripEverySeconds?: number;
  /**
   * A demo in minutes: routine scans, heartbeats and trips come sooner and the battery sags ten
   * times faster. Pairing heartbeats and one reading a second stay as they are.
   */
  fast?: boolean;
  seed?: number;
  log?: (line: string) => void;
};

const PAIRING_SECONDS = 30;
const PAIRING_HEARTBEAT_SECONDS = 2;
/** The most readings a device keeps while it cannot deliver them (one post's worth). */
const KEPT_READINGS = 1000;

type Reading = { eventId: string; voltage: number; readingTimestamp: string };

function reporter(
  device: FittedDevice,
  url: string,
  log: (line: string) => void,
  signal?: AbortSignal,
) {
  const post = telemetryClient(url, device);
  // Unique to this run; each post of it names its events `${run}-${kind}-${n}`.
  const run = `${device.serial}-${randomUUID().slice(0, 8)}`;
  let count = 0;
  const eventId = (kind: string) => `${run}-${kind}-${++count}`;
  let lastTripEndedAt: Date | undefined;
  const options = (what: string): SendOptions => ({
    signal,
    onRetry: (why, waitMs) => log(`${what}: ${why}; sending again in ${waitMs / 1000} s`),
  });
  return {
    eventId,
    async heartbeat() {
      const answer = await post(
        'heartbeat',
        { eventId: eventId('hb'), sentAt: new Date().toISOString() },
        options('heartbeat'),
      );
      log(`heartbeat: ${answer.isPaired ? 'paired' : 'not paired'}`);
    },
    async scan(scan: Scan) {
      const event = { eventId: eventId('scan'), utcDateScanned: new Date().toISOString(), ...scan };
      const answer = await post('scan-events', { events: [event] }, options('scan'));
      const found = scan.hasIssue
        ? `issue ${scan.errorCodes.join(', ')} (condition type ${scan.conditionType})`
        : 'no issues';
      log(`scan: ${found} (stored ${answer.stored})`);
    },
    async battery(readings: Reading[]) {
      const answer = await post('battery-readings', { readings }, options('battery'));
      log(
        `battery: ${readings.length} readings, last ${readings.at(-1)?.voltage.toFixed(2)} V ` +
          `(stored ${answer.stored})`,
      );
    },
    async trip(random: Random, maxMinutes?: number) {
      const { route, distanceMetres, minutes } = drive(random, maxMinutes);
      const endedAt = new Date();
      // Ignite refuses a trip that overlaps the last one (a car makes one at a time): --fast
      // drives more often than a drive lasts, so its trip starts where the last one ended.
      const startedAt = new Date(
        Math.max(endedAt.getTime() - minutes * 60_000, lastTripEndedAt?.getTime() ?? 0),
      );
      lastTripEndedAt = endedAt;
      const trip = {
        eventId: eventId('trip'),
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
        distanceMetres,
        route,
      };
      const answer = await post('trips', { trips: [trip] }, options('trip'));
      log(
        `trip: ${(distanceMetres / 1000).toFixed(1)} km in ${minutes} min, ${route.length} ` +
          `route points (stored ${answer.stored})`,
      );
    },
  };
}

/** One heartbeat, one scan with codes, one battery batch and one trip; answers the device. */
export async function simulateOnce(options: SimulatorOptions): Promise<FittedDevice> {
  const log = options.log ?? (() => undefined);
  const device = await fitDevice(options.url, options.rego);
  log(`fitted ${device.serial} in ${options.rego}`);
  const random = seededRandom(options.seed ?? 42);
  const report = reporter(device, options.url, log);
  await report.heartbeat();
  await report.scan({ hasIssue: true, conditionType: 4, errorCodes: ['P0171', 'P0420'] });
  const battery = createBattery(random);
  const start = Date.now() - 9_000;
  await report.battery(
    Array.from({ length: 10 }, (_, i) => ({
      eventId: report.eventId('battery'),
      voltage: battery.read(),
      readingTimestamp: new Date(start + i * 1000).toISOString(),
    })),
  );
  await report.trip(random);
  return device;
}

export type RunningSimulator = {
  device: FittedDevice;
  /** Stops reporting: no new posts, those under way abandoned; resolves when all have ended. */
  stop: () => Promise<void>;
};

/** Reports until `stop()`: pairing heartbeats first, then the device's routine. */
export async function startSimulator(options: SimulatorOptions): Promise<RunningSimulator> {
  const log = options.log ?? (() => undefined);
  const fast = options.fast ?? false;
  const seconds = {
    heartbeat: fast ? 10 : 30,
    scan: options.scanEverySeconds ?? (fast ? 10 : 60),
    battery: options.batteryEverySeconds ?? 10,
    trip: options.tripEverySeconds ?? (fast ? 45 : 300),
  };
  const device = await fitDevice(options.url, options.rego);
  log(
    `fitted ${device.serial} in ${options.rego}; heartbeats every ${PAIRING_HEARTBEAT_SECONDS} s ` +
      `while pairing (${PAIRING_SECONDS} s), then every ${seconds.heartbeat} s; a scan every ` +
      `${seconds.scan} s, readings every ${seconds.battery} s, a trip every ${seconds.trip} s`,
  );
  const aborted = new AbortController();
  const report = reporter(device, options.url, log, aborted.signal);
  const random = seededRandom(options.seed ?? Date.now());
  const battery = createBattery(random, undefined, fast ? 10 : 1);
  /** Read but not yet delivered, oldest first. */
  let kept: Reading[] = [];
  /** The weak battery is reported once each time it sags, not with every batch. */
  let lowReported = false;
  const timers: NodeJS.Timeout[] = [];
  const underWay = new Set<Promise<void>>();

  const start = (what: string, work: () => Promise<void>) => {
    const job = work()
      .catch((error: unknown) => {
        if (!aborted.signal.aborted) {
          log(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      })
      .finally(() => underWay.delete(job));
    underWay.add(job);
  };
  const every = (what: string, seconds: number, work: () => Promise<void>) => {
    timers.push(setInterval(() => start(what, work), seconds * 1000));
  };

  const startedAt = Date.now();
  let lastHeartbeat = startedAt;
  start('heartbeat', () => report.heartbeat());
  every('heartbeat', PAIRING_HEARTBEAT_SECONDS, async () => {
    const pairing = Date.now() - startedAt < PAIRING_SECONDS * 1000;
    if (pairing || Date.now() - lastHeartbeat >= seconds.heartbeat * 1000 - 500) {
      lastHeartbeat = Date.now();
      await report.heartbeat();
    }
  });
  timers.push(
    setInterval(() => {
      const reading = {
        eventId: report.eventId('battery'),
        voltage: battery.read(),
        readingTimestamp: new Date().toISOString(),
      };
      kept = [...kept, reading].slice(-KEPT_READINGS);
    }, 1000),
  );
  every('battery', seconds.battery, async () => {
    const readings = kept;
    kept = [];
    if (readings.length === 0) return;
    try {
      await report.battery(readings);
    } catch (error) {
      // Kept for the next batch, with the same event ids: what arrived is stored once.
      if (error instanceof DeliveryError) kept = [...readings, ...kept].slice(-KEPT_READINGS);
      throw error;
    }
    if (battery.isLow && !lowReported) {
      lowReported = true;
      await report.scan(lowBatteryScan());
    }
  });
  every('scan', seconds.scan, () => report.scan(routineScan(random)));
  every('trip', seconds.trip, async () => {
    // No longer than the time between trips; --fast's drives last longer than its time between
    // them (a drive of a minute or less would not be one), and start where the last one ended.
    await report.trip(random, Math.max(seconds.trip / 60, 5));
    // The drive charged the battery.
    battery.charge();
    lowReported = false;
  });

  return {
    device,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      aborted.abort();
      await Promise.allSettled([...underWay]);
    },
  };
}
