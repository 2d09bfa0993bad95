// Reads and writes of one condition. Every read names the owner, so another user's condition
// id finds nothing; writers lock the row so read-then-write changes apply one at a time.
import { and, eq, inArray, notExists } from 'drizzle-orm';
import { ConditionType } from '@ignite/domain/garage/enums';
import type { Database } from '../../../db/client.ts';
import { conditionConfigurations, conditions, historyItems } from '../../../db/garage-schema.ts';
import { vehicles } from '../../../db/schema.ts';
import { isConditionType } from './condition-view.ts';
import { toHistoryItem } from '../my-garage/garage-view.ts';

type ConditionRow = typeof conditions.$inferSelect;
export type OwnedCondition = {
  condition: ConditionRow & { type: ConditionType };
  vehicle: typeof vehicles.$inferSelect;
};

/**
 * The caller's condition `conditionId` on their vehicle `vehicleId`, row-locked; null when
 * either is not theirs (or the type is unknown to this version). Call in a transaction.
 */
export async function lockOwnedCondition(
  tx: Database,
  userId: string,
  vehicleId: string,
  conditionId: string,
): Promise<OwnedCondition | null> {
  const [found] = await tx
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
}

/** Locks the caller's service condition on the vehicle, if any (see schedule-service.ts). */
export async function lockServiceCondition(tx: Database, userId: string, vehicleId: string) {
  const [row] = await tx
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
}

export async function updateCondition(
  tx: Database,
  conditionId: string,
  facts: Partial<Omit<ConditionRow, 'id' | 'vehicleId' | 'type' | 'createdAt'>>,
): Promise<void> {
  await tx.update(conditions).set(facts).where(eq(conditions.id, conditionId));
}

/**
 * Enable or disable in one statement: the owner is checked by a subquery, and a disable only
 * applies where the app's configuration lets the user disable the condition's type. Answers
 * the vehicle id, or null when nothing was changed (not the caller's, or not allowed).
 */
export async function setConditionDisabled(
  db: Database,
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
}

/** The caller's condition and vehicle, unlocked: why a toggle changed nothing. */
export async function findOwnedCondition(db: Database, userId: string, conditionId: string) {
  const [found] = await db
    .select({ condition: conditions, vehicle: vehicles })
    .from(conditions)
    .innerJoin(vehicles, eq(vehicles.id, conditions.vehicleId))
    .where(and(eq(conditions.id, conditionId), eq(vehicles.ownerId, userId)));
  return found ?? null;
}

/** Writes a history item and answers it as the API does. */
export async function addHistoryItem(
  tx: Database,
  item: Omit<typeof historyItems.$inferInsert, 'id'> & { utcEventDate: Date },
) {
  const [row] = await tx.insert(historyItems).values(item).returning();
  if (!row) throw new Error('history insert returned nothing');
  return toHistoryItem(row);
}
