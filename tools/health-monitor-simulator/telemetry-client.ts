// The simulator's side of the wire: what a real health monitor sends, over plain HTTP. A post
// that fails on the way (no answer, a 5xx, a 429) is sent again with the same event ids after a
// growing wait, which is safe because the server stores each event id once.
import { setTimeout as sleep } from 'node:timers/promises';

export type FittedDevice = { vehicleId: string; serial: string; deviceKey: string };
type Result<T> = { success: boolean; status: number; data: T; messages: string[] };

const RETRIES = 4;
const FIRST_WAIT_MS = 500;

async function send<T>(url: string, init: RequestInit): Promise<Result<T>> {
  for (let attempt = 0; ; attempt++) {
    let status = 0;
    try {
      const answer = await fetch(url, init);
      status = answer.status;
      const body = (await answer.json()) as Result<T>;
      if (status < 500 && status !== 429) return body;
    } catch (error) {
      if (attempt >= RETRIES) throw error;
    }
    if (attempt >= RETRIES)
      throw new Error(`${url} failed with ${status} after ${RETRIES} retries`);
    await sleep(FIRST_WAIT_MS * 2 ** attempt);
  }
}

/** Demo mode only: a new device fitted in the car with this rego, and its key. */
export async function fitDevice(baseUrl: string, rego: string): Promise<FittedDevice> {
  const result = await send<FittedDevice>(`${baseUrl}/api/demo/health-monitor/devices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rego }),
  });
  if (!result.success) {
    const why = result.status === 404 ? ' Is the server in demo mode, and is the rego right?' : '';
    throw new Error(`Could not fit a device to ${rego}: ${result.messages.join(' ')}.${why}`);
  }
  return result.data;
}

export type Telemetry = ReturnType<typeof telemetryClient>;

/** Posts as the fitted device: its key, its vehicle. */
export function telemetryClient(baseUrl: string, device: FittedDevice) {
  return async function post(
    path: 'heartbeat' | 'scan-events' | 'battery-readings' | 'trips',
    body: object,
  ) {
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
    );
    if (!result.success) throw new Error(`${path}: ${result.status} ${result.messages.join(' ')}`);
    return result.data;
  };
}
