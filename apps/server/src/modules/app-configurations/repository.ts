import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';

export type AppConfigurationRepository = ReturnType<typeof createAppConfigurationRepository>;

export function createAppConfigurationRepository(db: Database) {
  return {
    /** The app of the user's active vehicle, else the user's own app; null when neither. */
    async appConfigurationIdOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ vehicleApp: vehicles.appConfigurationId, userApp: users.appConfigurationId })
        .from(users)
        .leftJoin(vehicles, eq(vehicles.id, users.activeVehicleId))
        .where(eq(users.id, userId));
      return row?.vehicleApp ?? row?.userApp ?? null;
    },

    async findById(appConfigurationId: string) {
      const [config] = await db
        .select()
        .from(appConfigurations)
        .where(eq(appConfigurations.id, appConfigurationId));
      return config;
    },
  };
}
