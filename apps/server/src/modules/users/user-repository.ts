// Reads and writes of users: a user by username, the rows their view is assembled from, and
// the vehicle they act on.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appConfigurations, organisations, roles, users, vehicles } from '../../db/schema.ts';

export type UserRepository = ReturnType<typeof createUserRepository>;

export function createUserRepository(db: Database) {
  return {
    async findByUsername(username: string) {
      const [row] = await db.select().from(users).where(eq(users.username, username.toLowerCase()));
      return row;
    },

    /** The user with their organisation's and app's names, their roles and active vehicle. */
    async findViewRows(userId: string) {
      const [row] = await db
        .select({
          user: users,
          organisationName: organisations.name,
          appName: appConfigurations.name,
        })
        .from(users)
        .leftJoin(organisations, eq(organisations.id, users.organisationId))
        .leftJoin(appConfigurations, eq(appConfigurations.id, users.appConfigurationId))
        .where(eq(users.id, userId));
      if (!row) return null;
      const { user } = row;
      const userRoles = await db.select().from(roles).where(eq(roles.userId, userId));
      const [vehicle] = user.activeVehicleId
        ? await db
            .select()
            .from(vehicles)
            .where(and(eq(vehicles.id, user.activeVehicleId), eq(vehicles.ownerId, userId)))
        : [];
      return { ...row, roles: userRoles, vehicle };
    },

    /** The vehicle the user acts on from now on, and the app mode they came in with. */
    async setActiveVehicle(userId: string, vehicleId: string, appMode: number) {
      await db
        .update(users)
        .set({ activeVehicleId: vehicleId, appMode })
        .where(eq(users.id, userId));
    },
  };
}
