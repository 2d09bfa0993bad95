import { useQuery } from '@tanstack/react-query';
import { offerDetail } from '@ignite/domain/contract/marketplace';
import { endpointQuery } from '@/shared/api/client.ts';
import { type Position, roundedPosition } from '@/shared/location/position.ts';

/** An offer with its locations, nearest first from the position when there is one. */
export function useOfferDetail(offerId: string, position: Position | null, enabled: boolean) {
  const at = position ? roundedPosition(position) : null;
  return useQuery({
    ...endpointQuery(offerDetail, {
      params: { offerId },
      query: at
        ? { 'gpsCoordinates.latitude': at.latitude, 'gpsCoordinates.longitude': at.longitude }
        : {},
    }),
    enabled,
    staleTime: 60_000,
    // A missing offer (404) or a bad id (400) will not come right by asking again.
    retry: false,
  });
}
