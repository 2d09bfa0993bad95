import { successResultSchema } from '@ignite/domain/garage/garage-api';
import { api } from '@/shared/api/client.ts';

/** PUT api/vehicle/reset-vehicle: clears what the owner entered; answers a success flag. */
export function resetVehicle(vehicleId: string) {
  return api.put('api/vehicle/reset-vehicle', successResultSchema, { vehicleId });
}
