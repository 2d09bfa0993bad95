// The welcome flow (spec part 2 sections 4, 7 and 8): a new owner finds the car their
// dealership set up for them by rego and state, claims it with its odometer, and completes the
// flow. Every read and write has the owner in its WHERE clause, so another consumer's car is
// the same 404 as none; misses are limited, so regos cannot be tried one after another.
import { and, eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '@ignite/domain/user';
import { isClaimedByCustomer } from '@ignite/domain/welcome-flow/claimed';
import {
  WELCOME_FLOW_MESSAGES as M,
  type WelcomeFlowVehicle,
} from '@ignite/domain/welcome-flow/welcome-flow-api';
import type { Clock } from '../../core/clock.ts';
import { conflict, notFound, tooManyRequests } from '../../core/http-errors.ts';
import type { Database } from '../../db/client.ts';
import { carePlans } from '../../db/care-plan-schema.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';
import type { AttemptRepository } from '../../core/attempt-repository.ts';
import type { ThrottleRule } from '../../core/sign-in-throttle.ts';
import { requireSelf } from './consumer.ts';

const LOOKUP_MISSES: ThrottleRule = { freeFailures: 10, windowSeconds: 15 * 60, wait: 'window' };

type Deps = { db: Database; attempts: AttemptRepository; clock: Clock };

const vehicleColumns = {
  id: vehicles.id,
  appVehicleId: vehicles.appVehicleId,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  rego: vehicles.rego,
  regoState: vehicles.regoState,
  odometer: vehicles.odometer,
  requiresWelcomeFlow: vehicles.requiresWelcomeFlow,
  verified: vehicles.verified,
  hasCarePlan: sql<boolean>`${carePlans.vehicleId} IS NOT NULL`,
  appHasDealership: sql<boolean>`${appConfigurations.organisationId} IS NOT NULL`,
};
type VehicleRow = Omit<
  WelcomeFlowVehicle,
  'vehicleId' | 'isClaimed' | 'isEligibleToCompleteWelcomeFlow' | 'appSelected'
> & {
  id: string;
  verified: boolean;
  hasCarePlan: boolean;
  appHasDealership: boolean;
};

/**
 * Eligible to complete: the dealership has set up the car's care plan (without it the spec's
 * 'Your PROTECT cover may not have been setup yet...' applies).
 */
function toFlowVehicle(row: VehicleRow): WelcomeFlowVehicle {
  return {
    vehicleId: row.id,
    appVehicleId: row.appVehicleId,
    make: row.make,
    model: row.model,
    year: row.year,
    rego: row.rego,
    regoState: row.regoState,
    odometer: row.odometer,
    requiresWelcomeFlow: row.requiresWelcomeFlow,
    isClaimed: row.verified,
    isEligibleToCompleteWelcomeFlow: row.hasCarePlan,
    appSelected: row.appHasDealership,
  };
}

export function createWelcomeFlow({ db, attempts, clock }: Deps) {
  function ownVehicles(userId: string) {
    return db
      .select(vehicleColumns)
      .from(vehicles)
      .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
      .leftJoin(carePlans, eq(carePlans.vehicleId, vehicles.id))
      .where(eq(vehicles.ownerId, userId))
      .$dynamic();
  }

  async function consumerOf(userId: string, consumerId: string) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw notFound(M.notFound);
    return {
      consumerId,
      firstName: row.firstName,
      lastName: row.lastName,
      mobileNumber: row.mobileNumber,
      mobileVerified: row.mobileVerified,
    };
  }

  async function ownVehicle(userId: string, vehicleId: string) {
    const [row] = await ownVehicles(userId).where(
      and(eq(vehicles.ownerId, userId), eq(vehicles.id, vehicleId)),
    );
    if (!row) throw notFound(M.notFound);
    return row;
  }

  return {
    async data(user: CurrentUser, query: { consumerId: string; vehicleId?: string | undefined }) {
      requireSelf(user, query.consumerId);
      const [active] = await db
        .select({ id: users.activeVehicleId })
        .from(users)
        .where(eq(users.id, user.userId));
      const vehicleId = query.vehicleId ?? active?.id ?? null;
      const vehicle = vehicleId ? toFlowVehicle(await ownVehicle(user.userId, vehicleId)) : null;
      return {
        vehicle,
        consumer: await consumerOf(user.userId, query.consumerId),
        isCompleted: vehicle !== null && !vehicle.requiresWelcomeFlow,
      };
    },

    /** By rego and state; a miss counts against the caller (10 in 15 minutes, then 429). */
    async lookup(
      user: CurrentUser,
      query: { consumerId: string; rego: string; regoState: string },
    ) {
      requireSelf(user, query.consumerId);
      const now = clock();
      const keys = [{ key: `welcome-flow-lookup:${user.userId}`, rule: LOOKUP_MISSES }];
      const wait = await attempts.reserve(keys, now);
      if (wait > 0) throw tooManyRequests(M.tooManyLookups, wait);
      const [row] = await ownVehicles(user.userId).where(
        and(
          eq(vehicles.ownerId, user.userId),
          sql`upper(replace(${vehicles.rego}, ' ', '')) = ${query.rego.replaceAll(' ', '')}`,
          eq(vehicles.regoState, query.regoState),
        ),
      );
      if (!row) throw notFound(M.notFound);
      await attempts.release(keys, now);
      return toFlowVehicle(row);
    },

    async consumer(user: CurrentUser, query: { consumerId: string; vehicleId: string }) {
      requireSelf(user, query.consumerId);
      await ownVehicle(user.userId, query.vehicleId);
      return consumerOf(user.userId, query.consumerId);
    },

    async updateConsumer(
      user: CurrentUser,
      body: { consumerId: string; vehicleId: string; firstName: string; lastName: string },
    ) {
      requireSelf(user, body.consumerId);
      await ownVehicle(user.userId, body.vehicleId);
      await db
        .update(users)
        .set({ firstName: body.firstName, lastName: body.lastName })
        .where(eq(users.id, user.userId));
      return consumerOf(user.userId, body.consumerId);
    },

    /**
     * The car, by id, rego and state, confirmed with its odometer. Until the flow is finished
     * it may be confirmed again, so a customer who went Back corrects the odometer; once
     * finished, it is claimed and refused.
     */
    async claim(
      user: CurrentUser,
      body: {
        consumerId: string;
        vehicleId: string;
        rego: string;
        regoState: string;
        odometer: number;
      },
    ) {
      requireSelf(user, body.consumerId);
      const now = clock();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            verified: vehicles.verified,
            requiresWelcomeFlow: vehicles.requiresWelcomeFlow,
            rego: vehicles.rego,
            regoState: vehicles.regoState,
          })
          .from(vehicles)
          .where(and(eq(vehicles.id, body.vehicleId), eq(vehicles.ownerId, user.userId)))
          .for('update');
        const sameRego =
          row?.rego?.replaceAll(' ', '').toUpperCase() === body.rego.replaceAll(' ', '');
        if (!row || !sameRego || row.regoState !== body.regoState) throw notFound(M.notFound);
        if (isClaimedByCustomer(row)) throw conflict(M.alreadyClaimed);
        await tx
          .update(vehicles)
          .set({ verified: true, odometer: body.odometer, dateLastSetOdometer: now })
          .where(eq(vehicles.id, body.vehicleId));
        const [app] = await tx
          .select({ organisationId: appConfigurations.organisationId })
          .from(vehicles)
          .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
          .where(eq(vehicles.id, body.vehicleId));
        // A car on the generic app has no dealership yet: the owner chooses one.
        return { vehicleId: body.vehicleId, consumerNeedsToSelectApp: !app?.organisationId };
      });
    },

    /**
     * Completes the flow once, and only with the customer's mobile verified: finishing is what
     * claims the car for good, and their dealership reaches them at that number. The care plan
     * records when (the PROTECT delay starts then).
     */
    async complete(user: CurrentUser, body: { consumerId: string; vehicleId: string }) {
      requireSelf(user, body.consumerId);
      const now = clock();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            verified: vehicles.verified,
            requiresWelcomeFlow: vehicles.requiresWelcomeFlow,
          })
          .from(vehicles)
          .where(and(eq(vehicles.id, body.vehicleId), eq(vehicles.ownerId, user.userId)))
          .for('update');
        if (!row) throw notFound(M.notFound);
        if (!row.verified) throw conflict(M.notClaimed);
        if (row.requiresWelcomeFlow) {
          const [consumer] = await tx
            .select({ mobileVerified: users.mobileVerified })
            .from(users)
            .where(eq(users.id, user.userId));
          if (!consumer?.mobileVerified) throw conflict(M.mobileNotVerified);
        }
        const [plan] = await tx
          .select({ completed: carePlans.dateWelcomeFlowCompleted })
          .from(carePlans)
          .where(eq(carePlans.vehicleId, body.vehicleId));
        if (!row.requiresWelcomeFlow) {
          return {
            vehicleId: body.vehicleId,
            utcDateWelcomeFlowCompleted: (plan?.completed ?? now).toISOString(),
          };
        }
        await tx
          .update(vehicles)
          .set({ requiresWelcomeFlow: false })
          .where(eq(vehicles.id, body.vehicleId));
        await tx
          .update(carePlans)
          .set({ dateWelcomeFlowCompleted: now })
          .where(eq(carePlans.vehicleId, body.vehicleId));
        return { vehicleId: body.vehicleId, utcDateWelcomeFlowCompleted: now.toISOString() };
      });
    },
  };
}

export type WelcomeFlow = ReturnType<typeof createWelcomeFlow>;
