import { useQuery, useQueryClient } from '@tanstack/react-query';
import { distanceStandIn } from '@ignite/domain/garage/distance-stand-in';
import type { Position } from '@/shared/location/position.ts';
import { useSession } from '@/shared/session/session-store.ts';

/**
 * Where offer distances are measured from: the user's own position when there is one; once
 * the browser has settled without one, the dealership's stand-in from the My Garage model
 * (domain `distanceStandIn`). The garage is asked for only then, and is usually in the cache
 * already; its code (the garage model's schemas) loads only then too, so a marketplace with a
 * position never downloads it. Nearby offers never use this: they need the user's own
 * position.
 */
export function useDistanceOrigin(position: Position | null, settled: boolean): Position | null {
  const queryClient = useQueryClient();
  const user = useSession()?.user;
  const vehicleId = user?.activeVehicle?.vehicleId;
  const organisationConsumerId = user?.organisationConsumerId;
  const needed = position === null && settled && !!vehicleId && !!organisationConsumerId;
  const standIn = useQuery({
    queryKey: ['distance-stand-in', organisationConsumerId, vehicleId],
    enabled: needed,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const { myGarageQuery } = await import('@/entities/vehicle/my-garage-query.ts');
      const garage = await queryClient.fetchQuery(
        myGarageQuery({
          organisationConsumerId: organisationConsumerId ?? '',
          vehicleId: vehicleId ?? '',
        }),
      );
      return distanceStandIn(garage);
    },
  });
  if (position) return position;
  return needed ? (standIn.data ?? null) : null;
}
