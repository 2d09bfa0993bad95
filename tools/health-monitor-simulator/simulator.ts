// A health monitor played in software (issue 11): it fits a new device in the car, then
// reports as the real one would. `simulateOnce` sends one of each report and returns (tests and
// the README use it); `startSimulator` keeps reporting until stopped.
import { randomUUID } from 'node:crypto';
import {
  createBattery,
  drive,
  lowBatteryScan,
  routineScan,
  type Scan,
  seededRandom,
} from './device-model.ts';
import { fitDevice, type FittedDevice, telemetryClient } from './telemetry-client.ts';

export type SimulatorOptions = {
  url: string;
  rego: string;
  /** Seconds between routine scans. */
  scanEverySeconds?: number;
  /** Seconds between battery batches (one reading a second). */
  batteryEverySeconds?: number;
  /** Seconds between trips. */
  tripEverySeconds?: number;
  seed?: number;
  log?: (line: string) => void;
};

const PAIRING_SECONDS = 30;
const PAIRING_HEARTBEAT_SECONDS = 2;
const HEARTBEAT_SECONDS = 30;

function reporter(device: FittedDevice, url: string, log: (line: string) => void) {
  const post = telemetryClient(url, device);
  const run = `${device.serial}-${randomUUID().slice(0, 8)}`;
  let count = 0;
  const eventId = (kind: string) => `${run}-${kind}-${++count}`;
  return {
    async heartbeat() {
      await post('heartbeat', { eventId: eventId('hb'), sentAt: new Date().toISOString() });
      log('heartbeat');
    },
    async scan(scan: Scan) {
      const answer = await post('scan-events', {
        events: [{ eventId: eventId('scan'), utcDateScanned: new Date().toISOString(), ...scan }],
      });
      log(
        `scan: ${scan.hasIssue ? `issue ${scan.errorCodes.join(', ')}` : 'no issues'} (stored ${answer.stored})`,
      );
    },
    async battery(volts: number[]) {
      const now = Date.now();
      const readings = volts.map((voltage, i) => ({
        eventId: eventId('battery'),
        voltage,
        readingTimestamp: new Date(now - (volts.length - 1 - i) * 1000).toISOString(),
      }));
      const answer = await post('battery-readings', { readings });
      log(
        `battery: ${volts.length} readings, last ${volts.at(-1)?.toFixed(2)} V (stored ${answer.stored})`,
      );
    },
    async trip(random: () => number) {
      const { route, distanceMetres, minutes } = drive(random);
      const endedAt = new Date();
      const startedAt = new Date(endedAt.getTime() - minutes * 60_000);
      const answer = await post('trips', {
        trips: [
          {
            eventId: eventId('trip'),
            startedAt: startedAt.toISOString(),
            endedAt: endedAt.toISOString(),
            distanceMetres,
            route,
          },
        ],
      });
      log(
        `trip: ${(distanceMetres / 1000).toFixed(1)} km in ${minutes} min (stored ${answer.stored})`,
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
  await report.battery(Array.from({ length: 10 }, () => battery.read()));
  await report.trip(random);
  return device;
}

/** Reports until `stop()`: pairing heartbeats first, then the device's routine. */
export async function startSimulator(options: SimulatorOptions) {
  const log = options.log ?? (() => undefined);
  const device = await fitDevice(options.url, options.rego);
  log(`fitted ${device.serial} in ${options.rego}; pairing heartbeats for ${PAIRING_SECONDS} s`);
  const random = seededRandom(options.seed ?? Date.now());
  const report = reporter(device, options.url, log);
  const battery = createBattery(random);
  const pending: number[] = [];
  const timers: NodeJS.Timeout[] = [];
  const startedAt = Date.now();
  const every = (seconds: number, work: () => Promise<void>) => {
    const timer = setInterval(() => {
      work().catch((error: unknown) => log(`failed: ${String(error)}`));
    }, seconds * 1000);
    timers.push(timer);
  };

  await report.heartbeat();
  let lastHeartbeat = Date.now();
  every(PAIRING_HEARTBEAT_SECONDS, async () => {
    const pairing = Date.now() - startedAt < PAIRING_SECONDS * 1000;
    if (pairing || Date.now() - lastHeartbeat >= HEARTBEAT_SECONDS * 1000) {
      lastHeartbeat = Date.now();
      await report.heartbeat();
    }
  });
  every(1, async () => {
    pending.push(battery.read());
  });
  every(options.batteryEverySeconds ?? 10, async () => {
    const volts = pending.splice(0);
    if (volts.length === 0) return;
    await report.battery(volts);
    if (battery.isLow) await report.scan(lowBatteryScan());
  });
  every(options.scanEverySeconds ?? 60, () => report.scan(routineScan(random)));
  every(options.tripEverySeconds ?? 300, async () => {
    await report.trip(random);
    // A drive charges the battery.
    battery.charge();
  });

  return {
    device,
    stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
