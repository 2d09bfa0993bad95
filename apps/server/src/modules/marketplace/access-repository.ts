// The marketplace's access reads: which apps are the caller's (their account's app and their
// vehicles' apps), and whether a vehicle or a consumer id named in a call is theirs. What a
// refusal answers is the service's to say (marketplace-service.ts).
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';
import { type MarketplaceApp, selectRows } from './offer-repository.ts';

/**
 * Whether the subject named in the call (a vehicle, a consumer id) is the caller's, and
 * whether the app is theirs, with the app's dealership and rewards. A grant read answers no
 * row when there is no such user.
 */
export type GrantRow = {
  own_subject: boolean;
  own_app: boolean | null;
  organisation_id: string | null;
  rewards: boolean | null;
};

export type MarketplaceAccessRepository = ReturnType<typeof createMarketplaceAccessRepository>;

export function createMarketplaceAccessRepository(db: Database) {
  /** Whether `ownSubject` holds for the user, and whether the app is theirs, in one read. */
  async function readGrant(userId: string, ownSubject: SQL, appConfigurationId: string) {
    const [row] = await selectRows<GrantRow>(
      db,
      sql`SELECT ${ownSubject} AS own_subject,
        (a.id = u.app_configuration_id OR EXISTS (SELECT 1 FROM vehicles v
          WHERE v.owner_id = u.id AND v.app_configuration_id = a.id)) AS own_app,
        a.organisation_id, a.is_rewards_enabled AS rewards
      FROM users u LEFT JOIN app_configurations a ON a.id = ${appConfigurationId}
      WHERE u.id = ${userId}`,
    );
    return row;
  }

  return {
    /** The caller's apps: their account's and their vehicles'. */
    async appsOf(userId: string): Promise<MarketplaceApp[]> {
      const rows = await db
        .selectDistinct({
          appConfigurationId: appConfigurations.id,
          organisationId: appConfigurations.organisationId,
          rewards: appConfigurations.isRewardsEnabled,
        })
        .from(appConfigurations)
        .leftJoin(
          users,
          and(eq(users.id, userId), eq(users.appConfigurationId, appConfigurations.id)),
        )
        .leftJoin(
          vehicles,
          and(eq(vehicles.ownerId, userId), eq(vehicles.appConfigurationId, appConfigurations.id)),
        )
        .where(or(sql`${users.id} IS NOT NULL`, sql`${vehicles.id} IS NOT NULL`));
      return rows;
    },

    /** Whether the vehicle is the caller's, and the app one of theirs. */
    vehicleGrant(userId: string, vehicleId: string, appConfigurationId: string) {
      return readGrant(
        userId,
        sql`EXISTS (SELECT 1 FROM vehicles v WHERE v.id = ${vehicleId} AND v.owner_id = u.id)`,
        appConfigurationId,
      );
    },

    /** Whether the consumer id is the caller's own, and the app one of theirs. */
    consumerGrant(userId: string, appConsumerId: string, appConfigurationId: string) {
      return readGrant(
        userId,
        sql`u.app_consumer_id IS NOT DISTINCT FROM ${appConsumerId}::uuid`,
        appConfigurationId,
      );
    },
  };
}
