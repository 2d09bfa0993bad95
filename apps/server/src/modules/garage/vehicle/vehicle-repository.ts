// Reads and writes of the caller's own vehicle: the owner is in every WHERE clause, so another
// user's vehicle id reads nothing and changes nothing.
import { and, isNull, lte, or, type SQL } from 'drizzle-orm';
import {
  findOwnedVehicle,
  ownedVehicleWhere as owned,
  requireOwnedVehicle,
} from '../../../core/owned-vehicle.ts';
import type { Database } from '../../../db/client.ts';
import { historyItems } from '../../../db/garage-schema.ts';
import { vehicles } from '../../../db/schema.ts';

/** The details a details update may change (vehicle-service.ts decides which). */
export type VehicleDetailChanges = Partial<
  Pick<
    typeof vehicles.$inferInsert,
    | 'make'
    | 'model'
    | 'nickname'
    | 'regoState'
    | 'odometer'
    | 'dateLastSetOdometer'
    | 'vehicleUsage'
    | 'estimatedAnnualKilometers'
  >
>;

export type VehicleRepository = ReturnType<typeof createVehicleRepository>;

/** A reading to write, and the history item that records it. */
export type OdometerReading = {
  odometer: number;
  at: Date;
  history: { title: string; description: string };
};

export function createVehicleRepository(db: Database) {
  /** The reading, where `where` allows it, and its history item: both or neither. */
  function writeReading(where: SQL | undefined, vehicleId: string, reading: OdometerReading) {
    const { odometer, at, history } = reading;
    return db.transaction(async (tx) => {
      const updated = await tx
        .update(vehicles)
        .set({ odometer, dateLastSetOdometer: at })
        .where(where)
        .returning({ id: vehicles.id });
      if (updated.length !== 1) return false;
      await tx
        .insert(historyItems)
        .values({ vehicleId, type: 'Odometer', ...history, utcEventDate: at });
      return true;
    });
  }

  return {
    /** The caller's vehicle with its app's name; undefined when not theirs. */
    findOwnedVehicle: (userId: string, vehicleId: string) =>
      findOwnedVehicle(db, userId, vehicleId),

    /** As findOwnedVehicle; not theirs is a 404. */
    requireOwnedVehicle: (userId: string, vehicleId: string) =>
      requireOwnedVehicle(db, userId, vehicleId),

    /**
     * Sets the odometer, never below the current reading: checked in the UPDATE itself, with
     * the reading kept in history in the same transaction. False when nothing changed (not the
     * caller's vehicle, or a lower reading).
     */
    raiseOdometer: (userId: string, vehicleId: string, reading: OdometerReading) =>
      writeReading(
        and(
          owned(userId, vehicleId),
          or(isNull(vehicles.odometer), lte(vehicles.odometer, reading.odometer)),
        ),
        vehicleId,
        reading,
      ),

    /**
     * Replaces a mistaken reading, lower or higher, and records the correction in the vehicle's
     * history, in one transaction. False when the vehicle is not the caller's.
     */
    correctOdometer: (userId: string, vehicleId: string, reading: OdometerReading) =>
      writeReading(owned(userId, vehicleId), vehicleId, reading),

    /** Writes the changed details; the vehicle as it now is, or undefined when not theirs. */
    async updateDetails(userId: string, vehicleId: string, changes: VehicleDetailChanges) {
      const [row] = await db
        .update(vehicles)
        .set(changes)
        .where(owned(userId, vehicleId))
        .returning();
      return row;
    },

    /** Clears what the owner entered (vehicle-service.ts says what); false when not theirs. */
    async resetDetails(userId: string, vehicleId: string) {
      const updated = await db
        .update(vehicles)
        .set({
          nickname: null,
          vehicleUsage: 0,
          estimatedAnnualKilometers: null,
          dateLastSetOdometer: null,
        })
        .where(owned(userId, vehicleId))
        .returning({ id: vehicles.id });
      return updated.length > 0;
    },
  };
}
