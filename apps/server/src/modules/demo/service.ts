import { randomBytes } from 'node:crypto';
import type { LaunchParameters } from '@ignite/domain/launch/launch-api';
import { vehicleDisplayName } from '@ignite/domain/vehicle-rules';
import type { Clock } from '../../core/clock.ts';
import { notFound } from '../../core/http-errors.ts';
import { VEHICLE_NOT_FOUND } from '../../core/messages.ts';
import { signLaunch } from '../auth/index.ts';
import type { DemoRepository } from './repository.ts';

/** Sydney CBD, for vehicles without a known location. */
const DEFAULT_GPS = { latitude: -33.8688, longitude: 151.2093 };

export type DemoService = ReturnType<typeof createDemoService>;

export function createDemoService({
  repository,
  clock,
}: {
  repository: DemoRepository;
  clock: Clock;
}) {
  return {
    /**
     * Signed launch links for the demo personas' vehicles, as a host app would issue them. The
     * server signs; no launch secret ever reaches the browser.
     */
    async launchLinks() {
      const rows = await repository.launchTargets();
      const timestamp = String(Math.floor(clock().getTime() / 1000));
      return rows.flatMap(({ user, vehicle, secret }) => {
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
    },

    /** The care-plan demo switch: the plan's rows stay; only whether it shows changes. */
    async setCarePlanShown(ownerId: string, vehicleId: string, shown: boolean): Promise<true> {
      if (!(await repository.setCarePlanShown(ownerId, vehicleId, shown))) {
        throw notFound(VEHICLE_NOT_FOUND);
      }
      return true;
    },
  };
}
