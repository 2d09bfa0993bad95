import { VehicleUsage } from '../enums.ts';

/** Spec part 2 section 9: the annual kilometres assumed when nothing better is known. */
export const DEFAULT_ANNUAL_KILOMETRES = 15000;

const KILOMETRES_BY_USAGE: Record<VehicleUsage, number> = {
  [VehicleUsage.Unknown]: DEFAULT_ANNUAL_KILOMETRES,
  [VehicleUsage.Low]: 10000,
  [VehicleUsage.Medium]: 15000,
  [VehicleUsage.High]: 20000,
};

/** Low=10000, Medium=15000, High=20000; Unknown is treated as unset and gets the default. */
export function annualKilometresForUsage(usage: VehicleUsage | null | undefined): number {
  if (usage === null || usage === undefined) return DEFAULT_ANNUAL_KILOMETRES;
  return KILOMETRES_BY_USAGE[usage] ?? DEFAULT_ANNUAL_KILOMETRES;
}

/**
 * The annual kilometres a vehicle's rules use. The owner's chosen usage wins, because it is what
 * the vehicle-details form sets; a stored estimate stands in only while usage is unset; then the
 * default.
 */
export function estimatedAnnualKilometres(vehicle: {
  vehicleUsage: VehicleUsage | null;
  estimatedAnnualKilometers: number | null;
}): number {
  const usage = vehicle.vehicleUsage;
  if (usage !== null && usage !== VehicleUsage.Unknown) return annualKilometresForUsage(usage);
  const estimate = vehicle.estimatedAnnualKilometers;
  if (estimate !== null && estimate > 0) return estimate;
  return DEFAULT_ANNUAL_KILOMETRES;
}
