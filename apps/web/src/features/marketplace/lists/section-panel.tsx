import { OfferOrder, SEARCH_PAGE_SIZE } from '@ignite/domain/marketplace/marketplace-api';
import type { OfferFilter } from '@ignite/domain/marketplace/offer-filter';
import { searchResultCountText } from '@ignite/domain/marketplace/result-count';
import type { Position } from '@/shared/location/position.ts';
import type { MarketplaceKeys } from '../api/marketplace-keys.ts';
import { useOfferSearch } from '../api/use-offer-search.ts';
import { sectionTitle } from '../home/home-panel.tsx';
import type { SeeAllSection } from '../view/marketplace-view.ts';
import { PanelHeading } from './panel-heading.tsx';
import { SearchedOffers } from './searched-offers.tsx';

type Props = {
  keys: MarketplaceKeys;
  section: SeeAllSection;
  filter: OfferFilter;
  position: Position | null;
  title?: string;
};

/**
 * A home section's See All: every offer of the section, in the one-column list, a page at a
 * time in the section's own order (the In Store filter orders by distance, as elsewhere).
 */
export function SectionPanel({ keys, section, filter, position, title }: Props) {
  const search = useOfferSearch(
    keys,
    {
      section,
      orderBy: filter.filterType === 'InStore' && position ? OfferOrder.Closest : OfferOrder.Newest,
      pageSize: SEARCH_PAGE_SIZE,
    },
    filter,
    position,
  );
  return (
    <div className="flex flex-col gap-3">
      <PanelHeading>{title ?? sectionTitle(section)}</PanelHeading>
      <SearchedOffers search={search} columns={1} countText={searchResultCountText} />
    </div>
  );
}
