// The care plan's reads and writes outside the My Garage statement: a product of the caller's
// own vehicle, the facts its documents quote, a message's owner, and the app a code names.
import { and, asc, eq, gt } from 'drizzle-orm';
import { requireOwnedVehicle } from '../../core/owned-vehicle.ts';
import type { Database } from '../../db/client.ts';
import {
  carePlanProducts,
  carePlans,
  conciergeMessages,
  workOrderConfigurations,
} from '../../db/care-plan-schema.ts';
import { appChangeGrants, appConfigurations, users, vehicles } from '../../db/schema.ts';

export type ProductKind = (typeof carePlanProducts.$inferSelect)['kind'];

export function createCarePlanRepository(db: Database) {
  return {
    /** The caller's vehicle; not theirs is a 404 (core/owned-vehicle.ts). */
    requireOwnedVehicle: (userId: string, vehicleId: string) =>
      requireOwnedVehicle(db, userId, vehicleId),

    /** The vehicle's owner and app zone, whoever asks (signed document links name no user). */
    async vehicleOwner(vehicleId: string) {
      const [row] = await db
        .select({ ownerId: vehicles.ownerId })
        .from(vehicles)
        .where(eq(vehicles.id, vehicleId));
      return row?.ownerId ?? null;
    },

    async product(vehicleId: string, kind: ProductKind) {
      const [row] = await db
        .select()
        .from(carePlanProducts)
        .where(and(eq(carePlanProducts.vehicleId, vehicleId), eq(carePlanProducts.kind, kind)));
      return row ?? null;
    },

    /** Everything a document of the vehicle quotes, in one read per table. */
    async documentFacts(vehicleId: string) {
      const [row] = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          make: vehicles.make,
          model: vehicles.model,
          year: vehicles.year,
          rego: vehicles.rego,
          dealership: appConfigurations.name,
          rewardsTitle: carePlans.rewardsAppTitle,
        })
        .from(vehicles)
        .innerJoin(users, eq(users.id, vehicles.ownerId))
        .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
        .leftJoin(carePlans, eq(carePlans.vehicleId, vehicles.id))
        .where(eq(vehicles.id, vehicleId));
      if (!row) return null;
      const workOrders = await db
        .select({ title: workOrderConfigurations.title })
        .from(workOrderConfigurations)
        .where(
          and(
            eq(workOrderConfigurations.vehicleId, vehicleId),
            eq(workOrderConfigurations.product, 'Protect'),
          ),
        )
        .orderBy(asc(workOrderConfigurations.title));
      return { ...row, protectWorkOrders: workOrders.map((w) => w.title) };
    },

    /** A concierge message with its vehicle's owner; null when there is no such message. */
    async conciergeMessage(messageId: string) {
      const [row] = await db
        .select({
          id: conciergeMessages.id,
          isDismissable: conciergeMessages.isDismissable,
          dateDismissed: conciergeMessages.dateDismissed,
          ownerId: vehicles.ownerId,
        })
        .from(conciergeMessages)
        .innerJoin(vehicles, eq(vehicles.id, conciergeMessages.vehicleId))
        .where(eq(conciergeMessages.id, messageId));
      return row ?? null;
    },

    async dismissMessage(messageId: string, now: Date) {
      await db
        .update(conciergeMessages)
        .set({ dateDismissed: now })
        .where(eq(conciergeMessages.id, messageId));
    },

    /** The dealership app a reward code names: a valid app of a dealership, not the generic. */
    async appByOriginatorCode(code: string) {
      const [row] = await db
        .select({ id: appConfigurations.id, name: appConfigurations.name })
        .from(appConfigurations)
        .where(
          and(
            eq(appConfigurations.originatorCode, code),
            eq(appConfigurations.isValid, true),
            eq(appConfigurations.isGeneric, false),
          ),
        );
      return row ?? null;
    },

    async grantAppChange(userId: string, appConfigurationId: string, expiresAt: Date) {
      await db
        .insert(appChangeGrants)
        .values({ userId, appConfigurationId, expiresAt })
        .onConflictDoUpdate({
          target: appChangeGrants.userId,
          set: { appConfigurationId, expiresAt },
        });
    },

    /** The grant for this user and app, if it has not expired. */
    async findGrant(tx: Database, userId: string, appConfigurationId: string, now: Date) {
      const [row] = await tx
        .select({ userId: appChangeGrants.userId })
        .from(appChangeGrants)
        .where(
          and(
            eq(appChangeGrants.userId, userId),
            eq(appChangeGrants.appConfigurationId, appConfigurationId),
            gt(appChangeGrants.expiresAt, now),
          ),
        )
        .for('update');
      return row ?? null;
    },
  };
}

export type CarePlanRepository = ReturnType<typeof createCarePlanRepository>;
