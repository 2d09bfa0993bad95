import type { Vehicle, VehicleCondition } from '@ignite/domain/garage/vehicle';
import {
  hasRequiredProperties,
  isOdometerUpdateRequired,
  vehicleDisplayName,
} from '@ignite/domain/vehicle-rules';
import type { vehicles } from '../../../db/schema.ts';

type VehicleRow = typeof vehicles.$inferSelect;

/** The API's vehicle: stored facts plus the rules computed from them and the clock. */
export function toVehicle(
  row: VehicleRow,
  appName: string,
  now: Date,
  condition: VehicleCondition | null,
): Vehicle {
  return {
    vehicleId: row.id,
    appVehicleId: row.appVehicleId,
    dealNumber: row.dealNumber,
    make: row.make,
    model: row.model,
    year: row.year,
    rego: row.rego,
    regoState: row.regoState,
    nickname: row.nickname,
    displayName: vehicleDisplayName(row),
    odometer: row.odometer,
    dateLastSetOdometer: row.dateLastSetOdometer?.toISOString() ?? null,
    isOdometerUpdateRequired: isOdometerUpdateRequired(row.dateLastSetOdometer, now),
    vehicleUsage: row.vehicleUsage,
    estimatedAnnualKilometers: row.estimatedAnnualKilometers,
    thumbnail: row.thumbnail,
    rating: row.rating,
    condition,
    location:
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null,
    marketingPreference: row.marketingPreference,
    isInPma: row.isInPma,
    isShared: row.isShared,
    isCarePlanEnabled: row.isCarePlanEnabled,
    requiresWelcomeFlow: row.requiresWelcomeFlow,
    hasRequiredProperties: hasRequiredProperties(row),
    appConfigurationId: row.appConfigurationId,
    app: { name: appName },
  };
}
