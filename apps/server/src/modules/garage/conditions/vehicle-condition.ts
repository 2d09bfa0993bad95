// One function computes a vehicle's conditions and health score, so the vehicle endpoint, the
// My Garage view model, the details update and the condition calls all answer the same thing.
import { VehicleUsage } from '@ignite/domain/enums';
import { estimatedAnnualKilometres } from '@ignite/domain/garage/usage';
import type { VehicleCondition } from '@ignite/domain/garage/vehicle';
import type { VehicleRow } from '../../../core/owned-vehicle.ts';
import type { ConditionFacts, ConditionRepository } from './condition-repository.ts';
import { type ConditionContext, toVehicleCondition } from './condition-view.ts';

const USAGES = new Set<number>(Object.values(VehicleUsage));
const usageOf = (value: number): VehicleUsage | null =>
  USAGES.has(value) ? (value as VehicleUsage) : null;

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

/** Reads the vehicle's condition facts (on the database or a transaction) and computes them. */
export async function loadVehicleCondition(
  conditions: Pick<ConditionRepository, 'vehicleConditionFacts'>,
  vehicle: VehicleRow,
  now: Date,
): Promise<VehicleCondition> {
  const { facts, nextServiceIntervalId } = await conditions.vehicleConditionFacts(vehicle);
  return vehicleConditionOf(vehicle, facts, nextServiceIntervalId, now);
}
