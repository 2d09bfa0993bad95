import { and, eq } from 'drizzle-orm';
import type { User } from '@ignite/domain/user';
import type { Database } from '../../db/client.ts';
import { appConfigurations, organisations, roles, users, vehicles } from '../../db/schema.ts';

/** The permission every user holds while the server runs in demo mode (DESIGN.md). */
export const DEMO_PERMISSION = 'demo';

export async function findUserByUsername(db: Database, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username.toLowerCase()));
  return row;
}

/** The spec's User (part 1 section 3), assembled from the user, their app, roles and vehicle. */
export async function loadUserView(
  db: Database,
  userId: string,
  demoMode: boolean,
): Promise<User | null> {
  const [row] = await db
    .select({ user: users, organisationName: organisations.name, appName: appConfigurations.name })
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
  const permissions = demoMode ? [...user.permissions, DEMO_PERMISSION] : user.permissions;
  return {
    appConsumerId: user.appConsumerId,
    organisationConsumerId: user.organisationConsumerId,
    organisationId: user.organisationId,
    organisationName: row.organisationName,
    appName: row.appName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    permissions: [...new Set(permissions)],
    activeVehicle: vehicle
      ? {
          appVehicleId: vehicle.appVehicleId,
          vehicleId: vehicle.id,
          appConfigurationId: vehicle.appConfigurationId,
          requiresWelcomeFlow: vehicle.requiresWelcomeFlow,
          welcomeFlowProgress: vehicle.welcomeFlowProgress,
          isShared: vehicle.isShared,
          verified: vehicle.verified,
        }
      : null,
    appMode: user.appMode,
    cashbackType: user.cashbackType,
    isDealerMode: user.isDealerMode,
    roles: userRoles.map((r) => ({
      name: r.name,
      userContextId: r.userContextId,
      clientId: r.clientId,
      clientName: r.clientName,
      roleType: r.roleType,
      appIds: r.appIds,
      permissions: r.permissions,
    })),
  };
}
