import { useQuery, useQueryClient } from '@tanstack/react-query';
import { myGarageResultSchema } from '@ignite/domain/garage/garage-api';
import { apiQuery } from '@/shared/api/client.ts';
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

/** GET consumer/{organisationConsumerId}/my-garage/{vehicleId}: the whole garage in one call. */
export function myGarageQuery({ organisationConsumerId, vehicleId }: VehicleKey) {
  return {
    ...apiQuery(`consumer/${organisationConsumerId}/my-garage/${vehicleId}`, myGarageResultSchema),
    // Every change the app makes refreshes the model itself (useRefreshMyGarage), so a page
    // opened soon after another reads the cache instead of asking again.
    staleTime: 30_000,
  };
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

/** After a change: every garage page reads the model afresh. */
export function useRefreshMyGarage() {
  const client = useQueryClient();
  const key = useActiveVehicleKey();
  return () =>
    key ? client.invalidateQueries({ queryKey: myGarageQuery(key).queryKey }) : Promise.resolve();
}
