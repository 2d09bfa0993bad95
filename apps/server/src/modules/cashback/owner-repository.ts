// What the cashback calls read of the caller outside the cashback tables: their consumer id,
// their own vehicles (the owner is in every WHERE) and their app. Whether what the client sent
// matches, and what a mismatch answers, is the profile service's to say.
import { and, eq } from 'drizzle-orm';
import { findOwnedVehicle } from '../../core/owned-vehicle.ts';
import type { Database } from '../../db/client.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';

export type OwnerRepository = ReturnType<typeof createOwnerRepository>;

export function createOwnerRepository(db: Database) {
  return {
    /** The user's consumer id in the host app: null when they have none, undefined for no user. */
    async appConsumerIdOf(userId: string): Promise<string | null | undefined> {
      const [user] = await db
        .select({ appConsumerId: users.appConsumerId })
        .from(users)
        .where(eq(users.id, userId));
      return user?.appConsumerId;
    },

    /** The caller's vehicle with its app; undefined when not theirs. */
    ownedVehicle: (userId: string, vehicleId: string) => findOwnedVehicle(db, userId, vehicleId),

    /** Whether the caller owns the vehicle the host app knows by `appVehicleId` (lower case). */
    async ownsAppVehicle(userId: string, appVehicleId: string): Promise<boolean> {
      const [vehicle] = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.appVehicleId, appVehicleId), eq(vehicles.ownerId, userId)));
      return vehicle !== undefined;
    },

    /** Whether the app is the generic one (no dealership); undefined for no such app. */
    async isGenericApp(appConfigurationId: string): Promise<boolean | undefined> {
      const [app] = await db
        .select({ isGeneric: appConfigurations.isGeneric })
        .from(appConfigurations)
        .where(eq(appConfigurations.id, appConfigurationId));
      return app?.isGeneric;
    },
  };
}
