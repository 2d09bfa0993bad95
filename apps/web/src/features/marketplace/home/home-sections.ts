import type {
  MarketplaceViewData,
  Offer,
  OfferSection,
} from '@ignite/domain/marketplace/marketplace-api';
import { filterOffers, type OfferFilter } from '@ignite/domain/marketplace/offer-filter';

/**
 * A home section as shown: the filter sheet's choice applied (spec part 3 section 4). The total
 * stays the server's, so See All still offers the rest. The server has already left out what
 * the app does not offer (enableAutomotiveRewards, domain offer-filter.ts).
 */
export function shownSection(
  section: OfferSection,
  filter: OfferFilter,
): { offers: Offer[]; totalCount: number } {
  return { offers: filterOffers(section.offers, filter), totalCount: section.totalCount };
}

export type HomeSectionKey = Exclude<
  keyof MarketplaceViewData,
  'categories' | 'enableAutomotiveRewards'
>;
