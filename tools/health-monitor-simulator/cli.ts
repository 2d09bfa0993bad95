// npm run device:simulate -- --vehicle <rego> [--url http://localhost:3000] [--scan-every 60]
//                            [--once]
// Plays a health monitor in the car with that rego, against a server in demo mode.
import { parseArgs } from 'node:util';
import { simulateOnce, startSimulator } from './simulator.ts';

const { values } = parseArgs({
  options: {
    vehicle: { type: 'string' },
    url: { type: 'string', default: 'http://localhost:3000' },
    'scan-every': { type: 'string', default: '60' },
    once: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

const usage =
  'Usage: npm run device:simulate -- --vehicle <rego> [--url http://localhost:3000] ' +
  '[--scan-every 60] [--once]';

const scanEvery = Number(values['scan-every']);
if (values.help || !values.vehicle || !Number.isFinite(scanEvery) || scanEvery < 5) {
  console.log(usage);
  console.log('The server must run in demo mode (npm start does). --scan-every is at least 5 s.');
  process.exit(values.help ? 0 : 2);
}

const log = (line: string) => console.log(`${new Date().toLocaleTimeString('en-AU')}  ${line}`);
const options = {
  url: values.url,
  rego: values.vehicle.toUpperCase(),
  scanEverySeconds: scanEvery,
  log,
};

try {
  if (values.once) {
    await simulateOnce(options);
  } else {
    const simulator = await startSimulator(options);
    log('reporting; Ctrl+C stops');
    process.once('SIGINT', () => {
      simulator.stop();
      log('stopped');
      process.exit(0);
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
