import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appConfigurations, vehicles } from '../../db/schema.ts';

/** A vehicle with its app's name and dealership, only if `ownerId` owns it. */
export async function findOwnedVehicle(db: Database, ownerId: string, vehicleId: string) {
  const [row] = await db
    .select({
      vehicle: vehicles,
      appName: appConfigurations.name,
      appOrganisationId: appConfigurations.organisationId,
    })
    .from(vehicles)
    .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId)));
  return row;
}
