// Dealer mode's reads of its staff: who may use dealer mode, the apps in their roles, and those
// apps' names and states.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appConfigurations, organisations, roles, users } from '../../db/schema.ts';

export type StaffRepository = ReturnType<typeof createStaffRepository>;

export function createStaffRepository(db: Database) {
  return {
    /** The user's kind and whether dealer mode is theirs; undefined for an unknown user. */
    async member(userId: string) {
      const [user] = await db
        .select({ kind: users.kind, isDealerMode: users.isDealerMode })
        .from(users)
        .where(eq(users.id, userId));
      return user;
    },

    /** The app ids of each of the user's roles. */
    async roleAppIds(userId: string): Promise<string[][]> {
      const rows = await db
        .select({ appIds: roles.appIds })
        .from(roles)
        .where(eq(roles.userId, userId));
      return rows.map((row) => row.appIds);
    },

    /** The apps' names and their dealerships' states, by name. */
    appConfigurations: (appIds: string[]) =>
      db
        .select({
          appConfigurationId: appConfigurations.id,
          name: appConfigurations.name,
          state: organisations.state,
        })
        .from(appConfigurations)
        .leftJoin(organisations, eq(organisations.id, appConfigurations.organisationId))
        .where(inArray(appConfigurations.id, appIds))
        .orderBy(appConfigurations.name),
  };
}
