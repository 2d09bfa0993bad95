// The filter sheet of the marketplace (spec part 3 section 4): 'In App and In Store Offers'
// (All), 'In App Offers' (InApp), 'In Store Offers' (InStore), and 'Only Card Linked Offers';
// and what an app's enableAutomotiveRewards lets it offer at all.
import { CategoryGroupType, type OfferFilterType, type OfferType } from './marketplace-api.ts';

export type OfferFilter = { filterType: OfferFilterType; cardLinkedOnly: boolean };

type FilterableOffer = {
  offerType: OfferType;
  isCardLinked: boolean;
  offerDistance: number | null;
};

/**
 * The card-linked-only switch after choosing a filter type: All turns it off, InStore turns
 * it on (in-store offers are always card linked), InApp leaves it as it was.
 */
export function cardLinkedAfterChoosing(filterType: OfferFilterType, current: boolean): boolean {
  if (filterType === 'All') return false;
  if (filterType === 'InStore') return true;
  return current;
}

/** Nearest first; an offer without a distance goes after every offer with one. */
function byDistance(a: FilterableOffer, b: FilterableOffer): number {
  const missingA = a.offerDistance === null || Number.isNaN(a.offerDistance);
  const missingB = b.offerDistance === null || Number.isNaN(b.offerDistance);
  if (missingA || missingB) return Number(missingA) - Number(missingB);
  return (a.offerDistance ?? 0) - (b.offerDistance ?? 0);
}

/**
 * The offers the sheet lets through, as a new array (the input is left alone). InStore keeps
 * in-store offers, nearest first with missing distances last, ties in their given order
 * (Array.prototype.sort is stable); InApp keeps every offer that is not in-store (gift cards
 * and online offers), in their given order; All keeps every offer. cardLinkedOnly then keeps
 * only card-linked ones.
 */
export function filterOffers<T extends FilterableOffer>(
  offers: readonly T[],
  filter: OfferFilter,
): T[] {
  const kept = offers.filter((offer) => {
    if (filter.cardLinkedOnly && !offer.isCardLinked) return false;
    if (filter.filterType === 'InStore') return offer.offerType === 'instore';
    if (filter.filterType === 'InApp') return offer.offerType !== 'instore';
    return true;
  });
  return filter.filterType === 'InStore' ? kept.sort(byDistance) : kept;
}

/**
 * enableAutomotiveRewards (spec part 3 section 3, the marketplace view data): an app without
 * it offers nothing of the Automotive group, anywhere: no automotive category (so no My Car),
 * and no automotive offer in the home's sections, See All, a category, a search or nearby.
 * The category groups such an app does not offer; the server leaves them out of its queries,
 * so totals and pages agree.
 */
export function hiddenCategoryGroups(
  enableAutomotiveRewards: boolean,
): readonly CategoryGroupType[] {
  return enableAutomotiveRewards ? [] : [CategoryGroupType.Automotive];
}

/** The categories or offers an app offers, by their group (see hiddenCategoryGroups). */
export function offeredByApp<T extends { categoryGroupType: CategoryGroupType }>(
  items: readonly T[],
  enableAutomotiveRewards: boolean,
): T[] {
  const hidden = hiddenCategoryGroups(enableAutomotiveRewards);
  return items.filter((item) => !hidden.includes(item.categoryGroupType));
}
