import type { Offer } from '@ignite/domain/marketplace/marketplace-api';

export type SubCategoryGroup = { categoryId: string; name: string; offers: Offer[] };

/** The offers grouped by their (sub-)category, groups in the order their first offer came. */
export function groupBySubCategory(offers: readonly Offer[]): SubCategoryGroup[] {
  const groups = new Map<string, SubCategoryGroup>();
  for (const offer of offers) {
    const group = groups.get(offer.categoryId);
    if (group) group.offers.push(offer);
    else
      groups.set(offer.categoryId, {
        categoryId: offer.categoryId,
        name: offer.categoryName,
        offers: [offer],
      });
  }
  return [...groups.values()];
}
