import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Position } from '@/shared/location/position.ts';
import { marketplaceHomeQuery } from './marketplace-home-query.ts';
import type { MarketplaceKeys } from './marketplace-keys.ts';

const NO_KEYS: MarketplaceKeys = {
  organisationConsumerId: '',
  appConsumerId: '',
  vehicleId: '',
  appConfigurationId: '',
};

/**
 * The marketplace view data. Asked for at once (the route prefetches it), without waiting for
 * the browser's position; when the position arrives the answer is asked again with
 * distances, and the sections keep showing meanwhile (keepPreviousData), so nothing blanks.
 */
export function useMarketplaceHome(keys: MarketplaceKeys | null, position: Position | null) {
  return useQuery({
    ...marketplaceHomeQuery(keys ?? NO_KEYS, position),
    enabled: keys !== null,
    placeholderData: keepPreviousData,
  });
}
