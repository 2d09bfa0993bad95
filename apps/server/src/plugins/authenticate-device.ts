// Health monitors authenticate with their own key (decision 0022), never an owner's token: a
// device key opens the telemetry routes and nothing else, and an owner's token opens everything
// but them. Each device is rate limited on its own, after its key is checked, so one device
// flooding (or a stolen key) slows only that device.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TELEMETRY_MESSAGES } from '@ignite/domain/health-monitor/telemetry-api';
import type { AuthenticatedDevice } from '../core/caller.ts';
import { unauthorized } from '../core/http-errors.ts';
import { bearerToken } from './authenticate.ts';
import type { RequestLimit } from './request-limits.ts';

/** What checks a device key: the health-monitor module's device registry. */
export type DeviceKeyVerifier = { verify(key: string): Promise<AuthenticatedDevice | null> };

export const DEVICE_RATE_LIMITED =
  'Too many posts from this device. Wait a minute, then send again';

export function registerDeviceAuthentication(
  app: FastifyInstance,
  devices: DeviceKeyVerifier,
  postsPerMinute: number,
) {
  app.decorateRequest('device', null);
  // A device keeps posting on the instance's own count while Redis is down (decision 0035):
  // its posts are idempotent and a refused fleet would all come back at once.
  const limit: RequestLimit = app.requestLimit({
    name: 'device-posts',
    max: postsPerMinute,
    windowSeconds: 60,
    key: (request) => request.device?.deviceId ?? '',
    message: DEVICE_RATE_LIMITED,
    whenCountersDown: 'count-per-instance',
  });
  app.decorate('authenticateDevice', async (request: FastifyRequest) => {
    const key = bearerToken(request);
    if (!key) throw unauthorized(TELEMETRY_MESSAGES.deviceKey);
    const device = await devices.verify(key);
    if (!device) throw unauthorized(TELEMETRY_MESSAGES.unknownDevice);
    request.device = device;
    await limit(request);
  });
}
