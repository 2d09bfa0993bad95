import type {
  MarketplaceViewData,
  Offer,
  OfferSection,
} from '@ignite/domain/marketplace/marketplace-api';
import { filterOffers, type OfferFilter } from '@ignite/domain/marketplace/offer-filter';

/**
 * A home section as shown: the filter sheet's choice applied (spec part 3 section 4), and,
 * while the app does not enable automotive rewards, no automotive offers. The total stays the
 * server's, so See All still offers the rest.
 */
export function shownSection(
  section: OfferSection,
  filter: OfferFilter,
  enableAutomotiveRewards: boolean,
): { offers: Offer[]; totalCount: number } {
  const allowed = enableAutomotiveRewards
    ? section.offers
    : section.offers.filter((offer) => !offer.isAutomotive);
  return { offers: filterOffers(allowed, filter), totalCount: section.totalCount };
}

export type HomeSectionKey = Exclude<
  keyof MarketplaceViewData,
  'categories' | 'enableAutomotiveRewards'
>;
