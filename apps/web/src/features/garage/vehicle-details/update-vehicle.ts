import {
  type VehicleDetailsUpdate,
  vehicleConditionResultSchema,
} from '@ignite/domain/garage/garage-api';
import { api } from '@/shared/api/client.ts';

/**
 * PUT api/vehicle/ (served without the trailing slash): vehicleId plus the changed details;
 * answers the recomputed conditions and score.
 */
export function updateVehicle(update: VehicleDetailsUpdate) {
  return api.put('api/vehicle', vehicleConditionResultSchema, update);
}
