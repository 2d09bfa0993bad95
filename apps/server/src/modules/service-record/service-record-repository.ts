// The service record's SQL: the vehicle's facts the garage model leaves out (its owner, VIN,
// dealership and zone), and the buyer's links, kept by their token's SHA-256 hash alone.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serviceRecordShares } from '../../db/notifications-schema.ts';
import { appConfigurations, organisations, vehicles } from '../../db/schema.ts';

export type ServiceRecordRepository = ReturnType<typeof createServiceRecordRepository>;
export type ServiceRecordShareRow = typeof serviceRecordShares.$inferSelect;

export type VehicleFacts = {
  ownerId: string | null;
  vin: string | null;
  /** The dealership's IANA zone: the record's dates are its days. */
  timeZone: string;
  dealership: {
    name: string;
    phone: string | null;
    suburb: string | null;
    state: string | null;
  } | null;
};

export function createServiceRecordRepository(db: Database) {
  return {
    /** Null when there is no such vehicle. */
    async vehicleFacts(vehicleId: string): Promise<VehicleFacts | null> {
      const [row] = await db
        .select({
          ownerId: vehicles.ownerId,
          vin: vehicles.vin,
          timeZone: appConfigurations.timeZone,
          organisationId: organisations.id,
          name: organisations.name,
          phone: organisations.phone,
          suburb: organisations.suburb,
          state: organisations.state,
        })
        .from(vehicles)
        .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
        .leftJoin(organisations, eq(organisations.id, appConfigurations.organisationId))
        .where(eq(vehicles.id, vehicleId));
      if (!row) return null;
      const { ownerId, vin, timeZone, organisationId, name, phone, suburb, state } = row;
      const dealership =
        organisationId === null || name === null ? null : { name, phone, suburb, state };
      return { ownerId, vin, timeZone, dealership };
    },

    async insertShare(
      share: { vehicleId: string; userId: string; tokenHash: string; expiresAt: Date },
      now: Date,
    ): Promise<ServiceRecordShareRow> {
      const [row] = await db
        .insert(serviceRecordShares)
        .values({ ...share, createdAt: now })
        .returning();
      if (!row) throw new Error('the service record link was not stored');
      return row;
    },

    /** Turns off every link of the vehicle still open at `now`; how many there were. */
    async revokeOpen(vehicleId: string, now: Date): Promise<number> {
      const rows = await db
        .update(serviceRecordShares)
        .set({ revokedAt: now })
        .where(
          and(
            eq(serviceRecordShares.vehicleId, vehicleId),
            isNull(serviceRecordShares.revokedAt),
            gt(serviceRecordShares.expiresAt, now),
          ),
        )
        .returning({ id: serviceRecordShares.id });
      return rows.length;
    },

    /** The link whose token hashes to `tokenHash`, open or not: the service decides. */
    async byTokenHash(tokenHash: string): Promise<ServiceRecordShareRow | null> {
      const [row] = await db
        .select()
        .from(serviceRecordShares)
        .where(eq(serviceRecordShares.tokenHash, tokenHash));
      return row ?? null;
    },
  };
}
