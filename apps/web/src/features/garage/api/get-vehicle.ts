import { useQuery } from '@tanstack/react-query';
import { vehicleResultSchema } from '@ignite/domain/vehicle';
import { api } from '../../../shared/api/client.ts';

type VehicleKey = { organisationConsumerId: string; vehicleId: string };

/** GET consumer/{organisationConsumerId}/vehicles/{vehicleId}: the signed-in user's car. */
export async function getVehicle({ organisationConsumerId, vehicleId }: VehicleKey) {
  return api.get(`consumer/${organisationConsumerId}/vehicles/${vehicleId}`, vehicleResultSchema);
}

export function useVehicle(key: VehicleKey | null) {
  return useQuery({
    queryKey: ['vehicle', key?.organisationConsumerId, key?.vehicleId],
    queryFn: () => (key ? getVehicle(key) : null),
    enabled: key !== null,
  });
}
