// The simulator's side of the wire: what a real health monitor sends, over plain HTTP. A post
// that fails on the way (no answer, a 5xx, a 429) is sent again with the same body, so the same
// event ids, after a growing wait; that is safe because the server stores each event id once.
import { setTimeout as sleep } from 'node:timers/promises';

export type FittedDevice = { vehicleId: string; serial: string; deviceKey: string };
type Result<T> = { success: boolean; status: number; data: T; messages: string[] };

export type SendOptions = {
  /** Retries after the first attempt; each waits twice as long as the one before. */
  retries?: number;
  /** Told before each retry: why, and how long it waits. */
  onRetry?: (why: string, waitMs: number) => void;
  /** Stops the attempts (and the waits between them) at once. */
  signal?: AbortSignal;
};

const RETRIES = 4;
const FIRST_WAIT_MS = 500;

/** Could not be delivered at all: no answer, or only 5xx / 429 answers. */
export class DeliveryError extends Error {}

async function send<T>(url: string, init: RequestInit, options: SendOptions = {}) {
  const retries = options.retries ?? RETRIES;
  for (let attempt = 0; ; attempt++) {
    let why: string;
    try {
      const answer = await fetch(url, { ...init, signal: options.signal ?? null });
      if (answer.status < 500 && answer.status !== 429) return (await answer.json()) as Result<T>;
      await answer.body?.cancel();
      why = `answered ${answer.status}`;
    } catch (error) {
      if (options.signal?.aborted) throw error;
      why = `no answer (${causeOf(error)})`;
    }
    if (attempt >= retries)
      throw new DeliveryError(
        `${url}: ${why}, after ${retries} ${retries === 1 ? 'retry' : 'retries'}`,
      );
    const wait = FIRST_WAIT_MS * 2 ** attempt;
    options.onRetry?.(why, wait);
    await sleep(wait, undefined, { signal: options.signal });
  }
}

/** fetch says only "fetch failed"; the reason (ECONNREFUSED...) is its cause. */
function causeOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause && typeof cause === 'object' && 'code' in cause) return String(cause.code);
  return error instanceof Error ? error.message : String(error);
}

/** Demo mode only: a new device fitted in the car with this rego, and its key. */
export async function fitDevice(baseUrl: string, rego: string): Promise<FittedDevice> {
  const path = '/api/demo/health-monitor/devices';
  let result: Result<FittedDevice>;
  try {
    result = await send<FittedDevice>(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rego }),
      },
      { retries: 1 },
    );
  } catch (error) {
    throw new Error(
      `Could not reach Ignite at ${baseUrl}: ${error instanceof Error ? error.message : error}. ` +
        'Is the server running (npm start), and is --url right?',
      { cause: error },
    );
  }
  if (result.success) return result.data;
  const said = result.messages.join(' ');
  // Outside demo mode the route does not exist at all: the server's not-found answer names it.
  if (result.status === 404 && said.includes(path)) {
    throw new Error(
      `Could not fit a device to ${rego}: the server at ${baseUrl} is not in demo mode ` +
        '(start it with DEMO_MODE=true, as npm start does), or --url is not Ignite.',
    );
  }
  const why =
    result.status === 404
      ? ` No vehicle has the rego ${rego}: is the rego right (the demo owner's car is CXR52H)?`
      : '';
  throw new Error(`Could not fit a device to ${rego}: ${said}.${why}`);
}

export type Telemetry = ReturnType<typeof telemetryClient>;
export type TelemetryPath = 'heartbeat' | 'scan-events' | 'battery-readings' | 'trips';

/** Posts as the fitted device: its key, its vehicle. */
export function telemetryClient(baseUrl: string, device: FittedDevice) {
  return async function post(path: TelemetryPath, body: object, options: SendOptions = {}) {
    const result = await send<{ stored?: number; isPaired?: boolean }>(
      `${baseUrl}/api/telemetry/${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${device.deviceKey}`,
        },
        body: JSON.stringify({ vehicleId: device.vehicleId, ...body }),
      },
      options,
    );
    if (!result.success) throw new Error(`${path}: ${result.status} ${result.messages.join(' ')}`);
    return result.data;
  };
}
