import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { marketplaceViewData } from '@ignite/domain/contract/marketplace';
import { endpointQuery } from '@/shared/api/client.ts';
import type { Position } from '@/shared/location/position.ts';
import type { MarketplaceKeys } from './marketplace-keys.ts';
import { boundaryQuery } from './search-boundary.ts';

/**
 * The marketplace view data. Asked for at once, without waiting for the browser's position;
 * when the position arrives the answer is asked again with distances, and the sections keep
 * showing meanwhile (keepPreviousData), so nothing blanks.
 */
export function useMarketplaceHome(keys: MarketplaceKeys | null, position: Position | null) {
  return useQuery({
    ...endpointQuery(marketplaceViewData, {
      params: {
        organisationConsumerId: keys?.organisationConsumerId ?? '',
        vehicleId: keys?.vehicleId ?? '',
        appConfigurationId: keys?.appConfigurationId ?? '',
      },
      query: boundaryQuery(position),
    }),
    enabled: keys !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
