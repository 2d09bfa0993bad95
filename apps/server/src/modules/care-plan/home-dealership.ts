// The home dealership (spec part 3 sections 2 and 7): a reward (originator) code names a
// dealership's app, and change-app makes it the vehicle's home. A code is a secret of sorts,
// so wrong codes are counted per user and per address (a few, then 429), and change-app takes
// only an app whose code this user has just looked up: an app id alone is not enough.
import { and, eq } from 'drizzle-orm';
import { ORIGINATOR_CODE_TEXTS } from '@ignite/domain/care-plan/care-plan-api';
import type { Clock } from '../../core/clock.ts';
import { forbidden, notFound, tooManyRequests } from '../../core/http-errors.ts';
import { VEHICLE_NOT_FOUND } from '../../core/messages.ts';
import type { Database } from '../../db/client.ts';
import { appChangeGrants, appConfigurations, users, vehicles } from '../../db/schema.ts';
import type { AttemptRepository } from '../../core/attempt-repository.ts';
import type { ThrottleRule } from '../../core/sign-in-throttle.ts';
import type { CarePlanRepository } from './care-plan-repository.ts';
import { giveDealershipCarePlan } from './dealership-care-plan.ts';

/** How long a looked-up code lets its user change to that app. */
export const APP_CHANGE_GRANT_MINUTES = 30;

const WINDOW_SECONDS = 15 * 60;
/**
 * Wrong codes per user and per address in 15 minutes. The window does not restart on a right
 * code, so knowing one code buys no more guesses at the others; an owner who mistypes a few
 * times waits out the window, and no one else is held back by their typing.
 */
export const ORIGINATOR_CODE_RULES = {
  user: { freeFailures: 5, windowSeconds: WINDOW_SECONDS, wait: 'window' },
  address: { freeFailures: 30, windowSeconds: WINDOW_SECONDS, wait: 'window' },
} satisfies Record<string, ThrottleRule>;

type Deps = {
  db: Database;
  repository: CarePlanRepository;
  attempts: AttemptRepository;
  clock: Clock;
};

export function createHomeDealership({ db, repository, attempts, clock }: Deps) {
  return {
    async appByOriginatorCode(userId: string, address: string, code: string) {
      const now = clock();
      const keys = [
        { key: `originator-code:user:${userId}`, rule: ORIGINATOR_CODE_RULES.user },
        { key: `originator-code:address:${address}`, rule: ORIGINATOR_CODE_RULES.address },
      ];
      // Counted as wrong before the lookup, so codes tried at once cannot slip past the count.
      const wait = await attempts.reserve(keys, now);
      if (wait > 0) throw tooManyRequests(ORIGINATOR_CODE_TEXTS.tooMany, wait);
      const app = await repository.appByOriginatorCode(code);
      if (!app) throw notFound(ORIGINATOR_CODE_TEXTS.unknownBody);
      await attempts.release(keys, now);
      const expiresAt = new Date(now.getTime() + APP_CHANGE_GRANT_MINUTES * 60_000);
      await repository.grantAppChange(userId, app.id, expiresAt);
      return { name: app.name, appConfigurationId: app.id };
    },

    /**
     * The vehicle joins the app: it and its owner's profile take the app, and a vehicle
     * without a care plan gets the dealership's rewards programme (what Unlock Rewards
     * promised). The grant is used up.
     */
    async changeApp(userId: string, vehicleId: string, appConfigurationId: string): Promise<true> {
      const now = clock();
      await db.transaction(async (tx) => {
        if (!(await repository.findGrant(tx, userId, appConfigurationId, now))) {
          throw forbidden(ORIGINATOR_CODE_TEXTS.notLookedUp);
        }
        const [vehicle] = await tx
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, userId)))
          .for('update');
        if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
        const [app] = await tx
          .select({ isCarePlanEnabled: appConfigurations.isCarePlanEnabled })
          .from(appConfigurations)
          .where(eq(appConfigurations.id, appConfigurationId));
        if (!app) throw notFound(ORIGINATOR_CODE_TEXTS.unknownBody);

        await tx
          .update(vehicles)
          .set({ appConfigurationId, isCarePlanEnabled: app.isCarePlanEnabled })
          .where(eq(vehicles.id, vehicleId));
        await tx.update(users).set({ appConfigurationId }).where(eq(users.id, userId));
        await tx.delete(appChangeGrants).where(eq(appChangeGrants.userId, userId));
        await giveDealershipCarePlan(tx, {
          vehicleId,
          appConfigurationId,
          now,
          welcomeFlowCompletedAt: now,
        });
      });
      return true;
    },
  };
}

export type HomeDealership = ReturnType<typeof createHomeDealership>;
