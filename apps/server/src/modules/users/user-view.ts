import { heldPermissions } from '@ignite/domain/permissions';
import type { User } from '@ignite/domain/user';
import type { UserRepository } from './user-repository.ts';

type UserRows = NonNullable<Awaited<ReturnType<UserRepository['findViewRows']>>>;

/** The spec's User (part 1 section 3), assembled from the user, their app, roles and vehicle. */
export function toUser(
  { user, organisationName, appName, roles, vehicle }: UserRows,
  demoMode: boolean,
): User {
  return {
    appConsumerId: user.appConsumerId,
    organisationConsumerId: user.organisationConsumerId,
    organisationId: user.organisationId,
    organisationName,
    appName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    // Demo mode's `demo` goes to customers, never to dealer staff.
    permissions: heldPermissions(user.permissions, { demoMode, isDealerMode: user.isDealerMode }),
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
    roles: roles.map((r) => ({
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
