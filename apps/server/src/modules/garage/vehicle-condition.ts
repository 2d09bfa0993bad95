// One function computes a vehicle's conditions and health score, so the vehicle endpoint, the
// My Garage view model and the details update all answer the same thing.
import { eq } from 'drizzle-orm';
import { VehicleUsage } from '@ignite/domain/enums';
import { estimatedAnnualKilometres } from '@ignite/domain/garage/usage';
import type { VehicleCondition } from '@ignite/domain/vehicle';
import type { Database } from '../../db/client.ts';
import { conditionConfigurations, conditions, serviceSchedules } from '../../db/garage-schema.ts';
import type { vehicles } from '../../db/schema.ts';
import { toVehicleCondition } from './condition-view.ts';

type VehicleRow = typeof vehicles.$inferSelect;

const USAGES = new Set<number>(Object.values(VehicleUsage));
const usageOf = (value: number): VehicleUsage | null =>
  USAGES.has(value) ? (value as VehicleUsage) : null;

export async function loadVehicleCondition(
  db: Database,
  vehicle: VehicleRow,
  now: Date,
): Promise<VehicleCondition> {
  // Independent reads: issued together rather than one after another.
  const [rows, configurations, schedules] = await Promise.all([
    db.select().from(conditions).where(eq(conditions.vehicleId, vehicle.id)),
    db
      .select()
      .from(conditionConfigurations)
      .where(eq(conditionConfigurations.appConfigurationId, vehicle.appConfigurationId)),
    db
      .select({ nextIntervalId: serviceSchedules.nextIntervalId })
      .from(serviceSchedules)
      .where(eq(serviceSchedules.vehicleId, vehicle.id)),
  ]);
  return toVehicleCondition(rows, configurations, {
    vehicleId: vehicle.id,
    currentOdometer: vehicle.odometer,
    estimatedAnnualKilometres: estimatedAnnualKilometres({
      vehicleUsage: usageOf(vehicle.vehicleUsage),
      estimatedAnnualKilometers: vehicle.estimatedAnnualKilometers,
    }),
    // No schedule at all is no next interval: a service condition then reads Incomplete.
    hasNextServiceInterval: (schedules[0]?.nextIntervalId ?? null) !== null,
    now,
  });
}
