import { useQuery } from '@tanstack/react-query';
import { myGarage } from '@ignite/domain/contract/garage';
import { endpointQuery } from '@/shared/api/client.ts';
import { useSession } from '@/shared/session/session-store.ts';

/** The signed-in user's active vehicle, as the garage's calls address it. */
export function useActiveVehicleKey() {
  const user = useSession()?.user;
  const vehicle = user?.activeVehicle;
  return user?.organisationConsumerId && vehicle
    ? { organisationConsumerId: user.organisationConsumerId, vehicleId: vehicle.vehicleId }
    : null;
}

type VehicleKey = NonNullable<ReturnType<typeof useActiveVehicleKey>>;

/**
 * GET consumer/{organisationConsumerId}/my-garage/{vehicleId}: the whole garage in one call.
 * Every write that changes it names `myGarage` in its `invalidates`, so a page opened soon
 * after another reads the cache instead of asking again.
 */
export function myGarageQuery(params: VehicleKey) {
  return { ...endpointQuery(myGarage, { params }), staleTime: 30_000 };
}

/** The My Garage model of the active vehicle; every garage page reads it from the one cache. */
export function useMyGarage() {
  const key = useActiveVehicleKey();
  const query = useQuery({
    ...myGarageQuery(key ?? { organisationConsumerId: '', vehicleId: '' }),
    enabled: key !== null,
  });
  return { key, ...query };
}
