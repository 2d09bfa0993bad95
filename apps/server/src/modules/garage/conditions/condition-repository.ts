// Reads and writes of a vehicle's conditions, over the database or a transaction. Every read
// names the owner, so another user's condition id finds nothing; writers lock the row so
// read-then-write changes apply one at a time.
import { and, eq, inArray, notExists } from 'drizzle-orm';
import { ConditionType } from '@ignite/domain/garage/enums';
import { findOwnedVehicle, type VehicleRow } from '../../../core/owned-vehicle.ts';
import type { Database } from '../../../db/client.ts';
import {
  conditionConfigurations,
  conditions,
  historyItems,
  serviceSchedules,
} from '../../../db/garage-schema.ts';
import { vehicles } from '../../../db/schema.ts';
import { toHistoryItem } from '../my-garage/garage-view.ts';
import { isConditionType } from './condition-view.ts';

type ConditionRow = typeof conditions.$inferSelect;
type ConfigurationRow = typeof conditionConfigurations.$inferSelect;
export type OwnedCondition = {
  condition: ConditionRow & { type: ConditionType };
  vehicle: VehicleRow;
};
/** The stored condition rows of a vehicle and its app's condition configurations. */
export type ConditionFacts = { rows: ConditionRow[]; configurations: ConfigurationRow[] };

export type ConditionRepository = ReturnType<typeof createConditionRepository>;

export function createConditionRepository(db: Database) {
  /** The stored condition rows and their app's configurations, read together. */
  async function conditionFacts(vehicle: VehicleRow): Promise<ConditionFacts> {
    const [rows, configurations] = await Promise.all([
      db.select().from(conditions).where(eq(conditions.vehicleId, vehicle.id)),
      db
        .select()
        .from(conditionConfigurations)
        .where(eq(conditionConfigurations.appConfigurationId, vehicle.appConfigurationId)),
    ]);
    return { rows, configurations };
  }

  return {
    /** The caller's own vehicle (core/owned-vehicle.ts), on this database or transaction. */
    findOwnedVehicle: (userId: string, vehicleId: string) =>
      findOwnedVehicle(db, userId, vehicleId),

    /** What a vehicle's conditions are computed from (vehicle-condition.ts). */
    async vehicleConditionFacts(vehicle: VehicleRow) {
      // Independent reads: issued together rather than one after another.
      const [facts, schedules] = await Promise.all([
        conditionFacts(vehicle),
        db
          .select({ nextIntervalId: serviceSchedules.nextIntervalId })
          .from(serviceSchedules)
          .where(eq(serviceSchedules.vehicleId, vehicle.id)),
      ]);
      return { facts, nextServiceIntervalId: schedules[0]?.nextIntervalId ?? null };
    },

    /**
     * The caller's condition `conditionId` on their vehicle `vehicleId`, row-locked; null when
     * either is not theirs (or the type is unknown to this version). Call in a transaction.
     */
    async lockOwnedCondition(
      userId: string,
      vehicleId: string,
      conditionId: string,
    ): Promise<OwnedCondition | null> {
      const [found] = await db
        .select({ condition: conditions, vehicle: vehicles })
        .from(conditions)
        .innerJoin(vehicles, eq(vehicles.id, conditions.vehicleId))
        .where(
          and(
            eq(conditions.id, conditionId),
            eq(conditions.vehicleId, vehicleId),
            eq(vehicles.ownerId, userId),
          ),
        )
        .for('update', { of: conditions });
      if (!found) return null;
      const { condition, vehicle } = found;
      const type = condition.type;
      return isConditionType(type) ? { condition: { ...condition, type }, vehicle } : null;
    },

    /** Locks the caller's service condition on the vehicle, if any (see schedule-service.ts). */
    async lockServiceCondition(userId: string, vehicleId: string) {
      const [row] = await db
        .select({ id: conditions.id })
        .from(conditions)
        .innerJoin(vehicles, eq(vehicles.id, conditions.vehicleId))
        .where(
          and(
            eq(conditions.vehicleId, vehicleId),
            eq(conditions.type, ConditionType.Service),
            eq(vehicles.ownerId, userId),
          ),
        )
        .for('update', { of: conditions });
      return row ?? null;
    },

    async updateCondition(
      conditionId: string,
      facts: Partial<Omit<ConditionRow, 'id' | 'vehicleId' | 'type' | 'createdAt'>>,
    ): Promise<void> {
      await db.update(conditions).set(facts).where(eq(conditions.id, conditionId));
    },

    /**
     * Enable or disable in one statement: the owner is checked by a subquery, and a disable
     * only applies where the app's configuration lets the user disable the condition's type.
     * Answers the vehicle id, or null when nothing was changed (not the caller's, or not
     * allowed).
     */
    async setConditionDisabled(
      userId: string,
      conditionId: string,
      isDisabled: boolean,
    ): Promise<string | null> {
      const ownVehicles = db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(eq(vehicles.ownerId, userId));
      const forbidsDisabling = db
        .select({ id: conditionConfigurations.id })
        .from(conditionConfigurations)
        .innerJoin(
          vehicles,
          eq(vehicles.appConfigurationId, conditionConfigurations.appConfigurationId),
        )
        .where(
          and(
            eq(vehicles.id, conditions.vehicleId),
            eq(conditionConfigurations.conditionType, conditions.type),
            eq(conditionConfigurations.canUserDisable, false),
          ),
        );
      const [row] = await db
        .update(conditions)
        .set({ isDisabled })
        .where(
          and(
            eq(conditions.id, conditionId),
            inArray(conditions.vehicleId, ownVehicles),
            isDisabled ? notExists(forbidsDisabling) : undefined,
          ),
        )
        .returning({ vehicleId: conditions.vehicleId });
      return row?.vehicleId ?? null;
    },

    /** The caller's condition and vehicle, unlocked: why a toggle changed nothing. */
    async findOwnedCondition(userId: string, conditionId: string) {
      const [found] = await db
        .select({ condition: conditions, vehicle: vehicles })
        .from(conditions)
        .innerJoin(vehicles, eq(vehicles.id, conditions.vehicleId))
        .where(and(eq(conditions.id, conditionId), eq(vehicles.ownerId, userId)));
      return found ?? null;
    },

    /** Writes a history item and answers it as the API does. */
    async addHistoryItem(
      item: Omit<typeof historyItems.$inferInsert, 'id'> & { utcEventDate: Date },
    ) {
      const [row] = await db.insert(historyItems).values(item).returning();
      if (!row) throw new Error('history insert returned nothing');
      return toHistoryItem(row);
    },
  };
}
