import type { OfferCategory } from '@ignite/domain/marketplace/marketplace-api';

/** Spec part 3 section 2: the built-in pseudo-category that selects the Automotive group. */
export const MY_CAR_CATEGORY_NAME = 'My Car';

/**
 * The strip's categories: the top-level Lifestyle ones that have offers, by ordinal. The
 * Automotive ones are reached through My Car, which lists them all grouped.
 */
export function stripCategories(categories: readonly OfferCategory[]): OfferCategory[] {
  return categories
    .filter((c) => c.parentCategoryId === null && !c.isAutomotive && c.offersCount > 0)
    .sort((a, b) => a.ordinal - b.ordinal || a.displayName.localeCompare(b.displayName));
}
