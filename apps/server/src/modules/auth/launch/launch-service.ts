import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import {
  isLaunchTimestampFresh,
  LAUNCH_MAX_SKEW_SECONDS,
  launchSigningString,
  type LaunchParameters,
  type LaunchRequest,
} from '@ignite/domain/launch';
import type { Clock } from '../../core/clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { appConfigurations, launchNonces, users, vehicles } from '../../db/schema.ts';
import { unauthorized } from '../../core/http-errors.ts';
import { toAppConfiguration } from '../app-configurations/view.ts';
import { loadUserView } from '../users/repository.ts';
import { toVehicle } from '../garage/vehicle/vehicle-view.ts';
import { loadVehicleCondition } from '../garage/conditions/vehicle-condition.ts';
import type { SessionService } from './session-service.ts';

export const INVALID_LAUNCH = 'The launch link is not valid';
export const EXPIRED_LAUNCH = 'The launch link has expired';
export const REPLAYED_LAUNCH = 'The launch link has already been used';

export function signLaunch(secret: string, params: LaunchParameters): string {
  return createHmac('sha256', secret).update(launchSigningString(params)).digest('hex');
}

function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

type Deps = { db: Database; config: Config; clock: Clock; sessions: SessionService };

/** The signed deep-link launch from a host app (spec part 2 section 7). */
export function createLaunchService({ db, config, clock, sessions }: Deps) {
  async function findTarget(appConsumerId: string, appVehicleId: string) {
    const [row] = await db
      .select({ user: users, vehicle: vehicles, app: appConfigurations })
      .from(vehicles)
      .innerJoin(users, eq(users.id, vehicles.ownerId))
      .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
      .where(
        and(
          eq(users.appConsumerId, appConsumerId.toLowerCase()),
          eq(vehicles.appVehicleId, appVehicleId.toLowerCase()),
        ),
      );
    return row;
  }

  /** Records the nonce; false when it was seen before (by any instance). */
  async function acceptNonce(nonce: string, appConfigurationId: string, now: Date) {
    const forgetBefore = new Date(now.getTime() - 2 * LAUNCH_MAX_SKEW_SECONDS * 1000);
    await db.delete(launchNonces).where(lt(launchNonces.usedAt, forgetBefore));
    const inserted = await db
      .insert(launchNonces)
      .values({ nonce, appConfigurationId, usedAt: now })
      .onConflictDoNothing()
      .returning({ nonce: launchNonces.nonce });
    return inserted.length === 1;
  }

  return async function launch(request: LaunchRequest, browserId: string) {
    const now = clock();
    const { sign, ...params } = request;
    const target = await findTarget(params.appConsumerId, params.appVehicleId);
    const expected = signLaunch(target?.app.launchSecret ?? 'no-such-app', params);
    if (!target || !signaturesMatch(expected, sign)) throw unauthorized(INVALID_LAUNCH);
    if (!isLaunchTimestampFresh(params.timestamp, now)) throw unauthorized(EXPIRED_LAUNCH);
    if (!(await acceptNonce(params.nonce, target.app.id, now))) {
      throw unauthorized(REPLAYED_LAUNCH);
    }

    await db
      .update(users)
      .set({ activeVehicleId: target.vehicle.id, appMode: Number(params.appMode) })
      .where(eq(users.id, target.user.id));
    const user = await loadUserView(db, target.user.id, config.demoMode);
    if (!user) throw unauthorized(INVALID_LAUNCH);
    const tokens = await sessions.start(target.user.id, browserId);
    return {
      user,
      // The web's launch answer with the same conditions the vehicle endpoint gives.
      vehicle: toVehicle(
        target.vehicle,
        target.app.name,
        now,
        await loadVehicleCondition(db, target.vehicle, now),
      ),
      appConfiguration: toAppConfiguration(target.app),
      tokens,
    };
  };
}
