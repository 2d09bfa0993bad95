// The caller's own vehicle: every module that acts on a vehicle finds it with the owner in the
// WHERE clause, so another user's vehicle id finds nothing and changes nothing.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appConfigurations, vehicles } from '../db/schema.ts';
import { notFound } from './http-errors.ts';
import { VEHICLE_NOT_FOUND } from './messages.ts';

export type VehicleRow = typeof vehicles.$inferSelect;

/** The WHERE clause of a read or write of `ownerId`'s vehicle `vehicleId`. */
export const ownedVehicleWhere = (ownerId: string, vehicleId: string) =>
  and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId));

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
    .where(ownedVehicleWhere(ownerId, vehicleId));
  return row;
}

export type OwnedVehicle = NonNullable<Awaited<ReturnType<typeof findOwnedVehicle>>>;

/** As findOwnedVehicle, but not the caller's (or no such vehicle) is a 404. */
export async function requireOwnedVehicle(
  db: Database,
  ownerId: string,
  vehicleId: string,
): Promise<OwnedVehicle> {
  const found = await findOwnedVehicle(db, ownerId, vehicleId);
  if (!found) throw notFound(VEHICLE_NOT_FOUND);
  return found;
}
