import { NEARBY_PAGE_SIZE, OfferOrder } from '@ignite/domain/marketplace/marketplace-api';
import type { OfferFilter } from '@ignite/domain/marketplace/offer-filter';
import { nearbyResultCountText } from '@ignite/domain/marketplace/result-count';
import type { Position } from '@/shared/location/position.ts';
import type { MarketplaceKeys } from '../api/marketplace-keys.ts';
import { useOfferSearch } from '../api/use-offer-search.ts';
import { LocationServicesHelp } from './location-services-help.tsx';
import { OfferListSkeleton } from './offer-list.tsx';
import { PanelHeading } from './panel-heading.tsx';
import { SearchedOffers } from './searched-offers.tsx';

type Props = {
  keys: MarketplaceKeys;
  filter: OfferFilter;
  /** A real position (never the dealership's): the search boundary. */
  position: Position | null;
  /** False while the browser is still being asked. */
  settled: boolean;
};

/**
 * Spec part 3 section 2, the nearest panel: offers with a location within the search
 * boundary, closest first, 20 at a time; without a position, the Location Services page.
 */
export function NearestPanel({ keys, filter, position, settled }: Props) {
  const search = useOfferSearch(
    keys,
    position ? { orderBy: OfferOrder.Closest, pageSize: NEARBY_PAGE_SIZE, nearbyOnly: true } : null,
    filter,
    position,
  );
  return (
    <div className="flex flex-col gap-3">
      <PanelHeading>Offers near me</PanelHeading>
      {position ? (
        <SearchedOffers
          search={search}
          columns={1}
          countText={(total) => nearbyResultCountText(total, true)}
        />
      ) : settled ? (
        <LocationServicesHelp countText={nearbyResultCountText(0, false)} />
      ) : (
        <OfferListSkeleton columns={1} />
      )}
    </div>
  );
}
