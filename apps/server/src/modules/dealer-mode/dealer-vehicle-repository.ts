// Dealer mode's reads of vehicles (spec part 3 section 3, Dealer vehicle): the vehicle, its
// consumer when it has one, its app and its care plan's equipment, always within the given
// apps. The search finds a rego, a VIN, a customer's name or mobile.
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { literalLikePattern } from '@ignite/domain/marketplace/search-text';
import type { Database } from '../../db/client.ts';
import { carePlans } from '../../db/care-plan-schema.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';

/** Enough rows for a person to scan; a search this broad should be narrowed. */
const SEARCH_LIMIT = 50;

/**
 * Claimed: the customer finished the welcome flow (isClaimedByCustomer in the domain, as SQL,
 * so a search can leave claimed cars out). A car whose odometer was confirmed and whose flow
 * is unfinished is not claimed: staff can still resend its welcome text.
 */
const claimedSql = sql<boolean>`(${vehicles.verified} and not ${vehicles.requiresWelcomeFlow})`;

const columns = {
  appConfigurationId: vehicles.appConfigurationId,
  organisationConsumerId: users.organisationConsumerId,
  appName: appConfigurations.name,
  firstName: users.firstName,
  lastName: users.lastName,
  businessName: users.businessName,
  mobile: users.mobileNumber,
  email: users.email,
  vehicleId: vehicles.id,
  crmReferenceId: vehicles.crmReferenceId,
  vin: vehicles.vin,
  nickname: vehicles.nickname,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  rego: vehicles.rego,
  regoState: vehicles.regoState,
  odometer: vehicles.odometer,
  activatedAt: vehicles.activatedAt,
  isClaimed: claimedSql,
  isCarePlanEnabled: vehicles.isCarePlanEnabled,
  healthMonitorStatus: carePlans.healthMonitorStatus,
  theftRecoveryStatus: carePlans.theftRecoveryStatus,
  createdAt: vehicles.createdAt,
};

function selectRows(db: Database, appIds: readonly string[], where: SQL | undefined) {
  return db
    .select(columns)
    .from(vehicles)
    .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
    .leftJoin(users, eq(users.id, vehicles.ownerId))
    .leftJoin(carePlans, eq(carePlans.vehicleId, vehicles.id))
    .where(and(inArray(vehicles.appConfigurationId, [...appIds]), where))
    .orderBy(desc(vehicles.createdAt))
    .limit(SEARCH_LIMIT);
}
export type DealerVehicleRow = Awaited<ReturnType<typeof selectRows>>[number];

/** Rows of the staff member's apps only; none without an app. */
async function select(db: Database, appIds: readonly string[], where: SQL | undefined) {
  return appIds.length === 0 ? [] : selectRows(db, appIds, where);
}

/** Spaces and case do not matter in a rego or VIN: 'abc 123' is 'ABC123'. */
const compact = (column: typeof vehicles.rego | typeof vehicles.vin) =>
  sql`upper(replace(${column}, ' ', ''))`;

export type DealerVehicleRepository = ReturnType<typeof createDealerVehicleRepository>;

export function createDealerVehicleRepository(db: Database) {
  return {
    /** By rego, VIN, customer name or mobile; claimed vehicles only when asked for. */
    async search(appIds: readonly string[], query: string, includeClaimed: boolean) {
      const text = literalLikePattern(query);
      const plate = literalLikePattern(query.replaceAll(' ', ''));
      const digits = query.replace(/\D/g, '');
      const matches = or(
        sql`lower(${compact(vehicles.rego)}) like ${plate}`,
        sql`lower(${compact(vehicles.vin)}) like ${plate}`,
        sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${text}`,
        sql`lower(coalesce(${users.businessName}, '')) like ${text}`,
        // A mobile typed as 0412 345 678 finds +61412345678: its last 8 digits.
        digits.length >= 6 ? sql`${users.mobileNumber} like ${`%${digits.slice(-8)}%`}` : undefined,
      );
      const claimed = includeClaimed ? undefined : sql`not ${claimedSql}`;
      return select(db, appIds, and(matches, claimed));
    },

    /** The vehicle with this rego or VIN in the apps, or null. */
    async findForActivation(appIds: readonly string[], regoOrVin: string) {
      const wanted = regoOrVin.replaceAll(' ', '').toUpperCase();
      const [row] = await select(
        db,
        appIds,
        or(sql`${compact(vehicles.rego)} = ${wanted}`, sql`${compact(vehicles.vin)} = ${wanted}`),
      );
      return row ?? null;
    },

    /** The vehicle if it is in the apps, or null. */
    async byId(appIds: readonly string[], vehicleId: string) {
      const [row] = await select(db, appIds, eq(vehicles.id, vehicleId));
      return row ?? null;
    },

    /** The app a vehicle belongs to, whoever asks: to tell 403 from 404. */
    async appOf(vehicleId: string): Promise<string | null> {
      const [row] = await db
        .select({ appConfigurationId: vehicles.appConfigurationId })
        .from(vehicles)
        .where(eq(vehicles.id, vehicleId));
      return row?.appConfigurationId ?? null;
    },
  };
}
