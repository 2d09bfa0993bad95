import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { demoLaunchLinks } from '@ignite/domain/contract/platform';
import type { LaunchParameters } from '@ignite/domain/launch';
import { vehicleDisplayName } from '@ignite/domain/vehicle-rules';
import type { Clock } from '../../core/clock.ts';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { Database } from '../../db/client.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';
import { signLaunch } from '../auth/launch-service.ts';

/** Sydney CBD, for vehicles without a known location. */
const DEFAULT_GPS = { latitude: -33.8688, longitude: 151.2093 };

/**
 * Demo mode only: signed launch links for the demo personas' vehicles, as a host app would
 * issue them. The server signs; no launch secret ever reaches the browser.
 */
export function registerDemoRoutes(app: FastifyInstance, db: Database, clock: Clock) {
  registerEndpoint(app, demoLaunchLinks, async () => {
    const rows = await db
      .select({ user: users, vehicle: vehicles, secret: appConfigurations.launchSecret })
      .from(vehicles)
      .innerJoin(users, eq(users.id, vehicles.ownerId))
      .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
      .orderBy(users.username);
    const timestamp = String(Math.floor(clock().getTime() / 1000));
    const links = rows.flatMap(({ user, vehicle, secret }) => {
      if (!user.appConsumerId) return [];
      const params: LaunchParameters = {
        appConsumerId: user.appConsumerId,
        appVehicleId: vehicle.appVehicleId,
        appMode: String(user.appMode),
        gpsLat: String(vehicle.latitude ?? DEFAULT_GPS.latitude),
        gpsLong: String(vehicle.longitude ?? DEFAULT_GPS.longitude),
        nonce: randomBytes(16).toString('base64url'),
        timestamp,
      };
      const query = new URLSearchParams({ ...params, sign: signLaunch(secret, params) });
      return [
        {
          username: user.username,
          firstName: user.firstName,
          vehicleDisplayName: vehicleDisplayName(vehicle),
          url: `/my-garage?${query.toString()}`,
        },
      ];
    });
    return links;
  });
}
