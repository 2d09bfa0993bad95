import { useQuery } from '@tanstack/react-query';
import { distanceStandIn } from '@ignite/domain/garage/distance-stand-in';
import { myGarageQuery, useActiveVehicleKey } from '@/entities/vehicle/my-garage-query.ts';
import type { Position } from '@/shared/location/position.ts';

/**
 * Where offer distances are measured from: the user's own position when there is one; once
 * the browser has settled without one, the dealership's stand-in from the My Garage model
 * (domain `distanceStandIn`). The garage is asked for only then, and is usually in the cache
 * already. Nearby offers never use this: they need the user's own position.
 */
export function useDistanceOrigin(position: Position | null, settled: boolean): Position | null {
  const key = useActiveVehicleKey();
  const needed = position === null && settled && key !== null;
  const standIn = useQuery({
    ...myGarageQuery(key ?? { organisationConsumerId: '', vehicleId: '' }),
    enabled: needed,
    select: distanceStandIn,
  });
  if (position) return position;
  return needed ? (standIn.data ?? null) : null;
}
