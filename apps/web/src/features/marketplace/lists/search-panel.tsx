import { OfferOrder, SEARCH_PAGE_SIZE } from '@ignite/domain/marketplace/marketplace-api';
import type { OfferFilter } from '@ignite/domain/marketplace/offer-filter';
import { searchResultCountText } from '@ignite/domain/marketplace/result-count';
import type { Position } from '@/shared/location/position.ts';
import type { MarketplaceKeys } from '../api/marketplace-keys.ts';
import { useOfferSearch } from '../api/use-offer-search.ts';
import { PanelHeading } from './panel-heading.tsx';
import { SearchEmpty } from './search-empty.tsx';
import { SearchedOffers } from './searched-offers.tsx';

type Props = {
  keys: MarketplaceKeys;
  query: string;
  filter: OfferFilter;
  position: Position | null;
  onClear: () => void;
};

/** Spec part 3 section 2, the search panel: a two-column list with its count. */
export function SearchPanel({ keys, query, filter, position, onClear }: Props) {
  const search = useOfferSearch(
    keys,
    // In store: nearest first, so the filter's order (section 4) holds across pages (the
    // server ranks a search by relevance first, then by distance).
    {
      searchQuery: query,
      orderBy: filter.filterType === 'InStore' && position ? OfferOrder.Closest : OfferOrder.Newest,
      pageSize: SEARCH_PAGE_SIZE,
    },
    filter,
    position,
  );
  return (
    <div className="flex flex-col gap-3">
      <PanelHeading>
        <span className="sr-only">Results for </span>‘{query}’
      </PanelHeading>
      <SearchedOffers
        search={search}
        columns={2}
        countText={searchResultCountText}
        empty={<SearchEmpty onClear={onClear} />}
      />
    </div>
  );
}
