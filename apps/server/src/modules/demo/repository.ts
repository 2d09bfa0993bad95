import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';

export type DemoRepository = ReturnType<typeof createDemoRepository>;

export function createDemoRepository(db: Database) {
  return {
    /** Every vehicle with its owner and its app's launch secret, by username. */
    launchTargets() {
      return db
        .select({ user: users, vehicle: vehicles, secret: appConfigurations.launchSecret })
        .from(vehicles)
        .innerJoin(users, eq(users.id, vehicles.ownerId))
        .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
        .orderBy(users.username);
    },

    /** Shows or hides the care plan of `ownerId`'s vehicle; false when it is not theirs. */
    async setCarePlanShown(ownerId: string, vehicleId: string, shown: boolean) {
      const updated = await db
        .update(vehicles)
        .set({ isCarePlanEnabled: shown })
        .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId)))
        .returning({ id: vehicles.id });
      return updated.length > 0;
    },
  };
}
