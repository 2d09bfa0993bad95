// Who is calling: the user or device a route acts for. The authentication plugins
// (plugins/authenticate.ts, plugins/authenticate-device.ts) check the token or key and set
// these decorations; registerEndpoint reads them. They are declared here, below the plugins,
// so that core, which every route goes through, does not lean on the plugins that fill them.
import type { FastifyRequest } from 'fastify';
import { TELEMETRY_MESSAGES } from '@ignite/domain/health-monitor/telemetry-api';
import type { CurrentUser } from '@ignite/domain/user';
import { unauthorized } from './http-errors.ts';
import { SESSION_EXPIRED } from './messages.ts';

/** A health monitor, known by its device key. */
export type AuthenticatedDevice = { deviceId: string; vehicleId: string };

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    device: AuthenticatedDevice | null;
  }
  interface FastifyInstance {
    /** onRequest hook for protected routes: identity comes only from the access token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook for the telemetry routes. */
    authenticateDevice: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized(SESSION_EXPIRED);
  return request.currentUser;
}

/** The device of a request that passed `authenticateDevice`. */
export function currentDevice(request: FastifyRequest): AuthenticatedDevice {
  if (!request.device) throw unauthorized(TELEMETRY_MESSAGES.deviceKey);
  return request.device;
}
