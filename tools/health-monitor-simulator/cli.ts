// npm run device:simulate -- --vehicle <rego> [--url http://localhost:3000] [--scan-every 60]
//                            [--fast] [--once]
// Plays a health monitor in the car with that rego, against a server in demo mode.
import { parseArgs } from 'node:util';
import { simulateOnce, startSimulator } from './simulator.ts';

const usage = `Usage: npm run device:simulate -- --vehicle <rego> [options]

  --vehicle <rego>   the car to fit the device in (the demo owner's is CXR52H)
  --url <url>        the Ignite server, in demo mode (default http://localhost:3000)
  --scan-every <s>   seconds between routine scans, at least 5 (default 60; 10 with --fast)
  --fast             a demo in minutes: scans, heartbeats and trips sooner, the battery sags
                     ten times faster
  --once             one heartbeat, one scan with codes, one battery batch and one trip, then exit
  --help             this text`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      vehicle: { type: 'string' },
      url: { type: 'string', default: 'http://localhost:3000' },
      'scan-every': { type: 'string' },
      fast: { type: 'boolean', default: false },
      once: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.vehicle) fail('--vehicle <rego> is required.');
const scanEvery = values['scan-every'] === undefined ? undefined : Number(values['scan-every']);
if (scanEvery !== undefined && !(Number.isFinite(scanEvery) && scanEvery >= 5)) {
  fail('--scan-every must be a number of seconds, at least 5.');
}

const log = (line: string) => console.log(`${new Date().toLocaleTimeString('en-AU')}  ${line}`);
const options = {
  url: values.url.replace(/\/+$/, ''),
  rego: values.vehicle.toUpperCase(),
  fast: values.fast,
  log,
  ...(scanEvery === undefined ? {} : { scanEverySeconds: scanEvery }),
};

try {
  if (values.once) {
    await simulateOnce(options);
  } else {
    const simulator = await startSimulator(options);
    log('reporting; Ctrl+C stops');
    const stop = () => {
      void simulator.stop().then(() => {
        log('stopped');
        process.exit(0);
      });
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
