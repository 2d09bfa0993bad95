import type { QueryClient } from '@tanstack/react-query';
import { marketplaceViewData } from '@ignite/domain/contract/marketplace';
import { endpointQuery } from '@/shared/api/client.ts';
import { readLaunchPosition } from '@/shared/location/launch-position.ts';
import type { Position } from '@/shared/location/position.ts';
import { getSession } from '@/shared/session/session-store.ts';
import { marketplaceKeysOf, type MarketplaceKeys } from './marketplace-keys.ts';
import { boundaryQuery } from './search-boundary.ts';

/** The marketplace view data for the keys, with distances from the position when known. */
export function marketplaceHomeQuery(keys: MarketplaceKeys, position: Position | null) {
  return {
    ...endpointQuery(marketplaceViewData, {
      params: {
        organisationConsumerId: keys.organisationConsumerId,
        vehicleId: keys.vehicleId,
        appConfigurationId: keys.appConfigurationId,
      },
      query: boundaryQuery(position),
    }),
    staleTime: 60_000,
  };
}

/**
 * The route's prefetch: the home's answer, asked for as soon as the guards pass, with the
 * position the page starts from before the browser has said anything (the launch's). The
 * page's first render finds it in the cache, or already on its way. A different position
 * (custom GPS, the browser's) asks again, as the page would anyway.
 */
export async function prefetchMarketplaceHome(queryClient: QueryClient): Promise<void> {
  const keys = marketplaceKeysOf(getSession()?.user ?? null);
  if (!keys) return;
  const home = await queryClient.fetchQuery(marketplaceHomeQuery(keys, readLaunchPosition()));
  // The carousel's first cover is the page's largest picture: on its way before the render.
  const first = home.specialFeatureOffers.offers[0];
  const cover = first?.featureCoverImageUrl ?? first?.coverImages[0];
  if (cover) {
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = cover;
  }
}
