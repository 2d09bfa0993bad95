// What a launch reads and writes: the user and vehicle a link names, with the vehicle's app
// (and its launch secret), and the nonces already used.
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { appConfigurations, launchNonces, users, vehicles } from '../../../db/schema.ts';

export type LaunchRepository = ReturnType<typeof createLaunchRepository>;

export function createLaunchRepository(db: Database) {
  return {
    /** The user and vehicle a launch link names, with the vehicle's app. */
    async findTarget(appConsumerId: string, appVehicleId: string) {
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
    },

    async forgetNoncesUsedBefore(before: Date): Promise<void> {
      await db.delete(launchNonces).where(lt(launchNonces.usedAt, before));
    },

    /** Records the nonce; false when it was recorded before (by any instance). */
    async recordNonce(nonce: string, appConfigurationId: string, usedAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(launchNonces)
        .values({ nonce, appConfigurationId, usedAt })
        .onConflictDoNothing()
        .returning({ nonce: launchNonces.nonce });
      return inserted.length === 1;
    },
  };
}
