import { type OdometerUpdate, successResultSchema } from '@ignite/domain/garage/garage-api';
import { api } from '@/shared/api/client.ts';

/** PUT api/vehicle/odometer: the new reading, in whole km; answers a success flag. */
export function updateOdometer(update: OdometerUpdate) {
  return api.put('api/vehicle/odometer', successResultSchema, update);
}
