// One function computes a vehicle's conditions and health score, so the vehicle endpoint, the
// My Garage view model, the details update and the condition calls all answer the same thing.
import { eq } from 'drizzle-orm';
import { VehicleUsage } from '@ignite/domain/enums';
import { estimatedAnnualKilometres } from '@ignite/domain/garage/usage';
import type { VehicleCondition } from '@ignite/domain/vehicle';
import type { Database } from '../../../db/client.ts';
import {
  conditionConfigurations,
  conditions,
  serviceSchedules,
} from '../../../db/garage-schema.ts';
import type { vehicles } from '../../../db/schema.ts';
import { type ConditionContext, toVehicleCondition } from './condition-view.ts';

type VehicleRow = typeof vehicles.$inferSelect;
export type ConditionFacts = Awaited<ReturnType<typeof loadConditionFacts>>;

const USAGES = new Set<number>(Object.values(VehicleUsage));
const usageOf = (value: number): VehicleUsage | null =>
  USAGES.has(value) ? (value as VehicleUsage) : null;

/** The stored condition rows and their app's configurations, read together. */
export async function loadConditionFacts(db: Database, vehicle: VehicleRow) {
  const [rows, configurations] = await Promise.all([
    db.select().from(conditions).where(eq(conditions.vehicleId, vehicle.id)),
    db
      .select()
      .from(conditionConfigurations)
      .where(eq(conditionConfigurations.appConfigurationId, vehicle.appConfigurationId)),
  ]);
  return { rows, configurations };
}

/** What every condition of the vehicle is computed against besides its own row. */
function conditionContext(
  vehicle: VehicleRow,
  hasNextServiceInterval: boolean,
  now: Date,
): ConditionContext {
  return {
    vehicleId: vehicle.id,
    currentOdometer: vehicle.odometer,
    estimatedAnnualKilometres: estimatedAnnualKilometres({
      vehicleUsage: usageOf(vehicle.vehicleUsage),
      estimatedAnnualKilometers: vehicle.estimatedAnnualKilometers,
    }),
    hasNextServiceInterval,
    now,
  };
}

/** The conditions and score; a caller that already holds the schedule passes its next id. */
export function vehicleConditionOf(
  vehicle: VehicleRow,
  facts: ConditionFacts,
  nextServiceIntervalId: string | null,
  now: Date,
): VehicleCondition {
  // No schedule at all is no next interval: a service condition then reads Incomplete.
  const context = conditionContext(vehicle, nextServiceIntervalId !== null, now);
  return toVehicleCondition(facts.rows, facts.configurations, context);
}

export async function loadVehicleCondition(
  db: Database,
  vehicle: VehicleRow,
  now: Date,
): Promise<VehicleCondition> {
  // Independent reads: issued together rather than one after another.
  const [facts, schedules] = await Promise.all([
    loadConditionFacts(db, vehicle),
    db
      .select({ nextIntervalId: serviceSchedules.nextIntervalId })
      .from(serviceSchedules)
      .where(eq(serviceSchedules.vehicleId, vehicle.id)),
  ]);
  return vehicleConditionOf(vehicle, facts, schedules[0]?.nextIntervalId ?? null, now);
}
