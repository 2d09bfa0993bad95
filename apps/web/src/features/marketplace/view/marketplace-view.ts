import type { CategoryGroupType } from '@ignite/domain/marketplace/marketplace-api';
import { paths } from '@/shared/routes.ts';

/** The home sections that have a See All (the keys of the marketplace view data). */
export const SEE_ALL_SECTIONS = [
  'featureOffers',
  'originatorOffers',
  'latestOffers',
  'offersEndingSoon',
  'giftCardOffers',
] as const;
export type SeeAllSection = (typeof SEE_ALL_SECTIONS)[number];

/**
 * Which panel the marketplace shows (spec part 3 section 4, Marketplace panels). A category
 * is either one category (with an optional sub-category) or a whole group (My Car selects the
 * Automotive group). 'section' is ours: a home section's See All, in the one-column list.
 */
export type MarketplaceView =
  | { panel: 'marketplace' }
  | { panel: 'search'; query: string }
  | {
      panel: 'category';
      categoryId: string | null;
      group: CategoryGroupType | null;
      subCategoryId: string | null;
    }
  | { panel: 'nearest' }
  | { panel: 'section'; section: SeeAllSection };

export const HOME_VIEW: MarketplaceView = { panel: 'marketplace' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A search's words live in the address (/my-marketplace?q=coffee), so the app's Back (which
 * goes to the previous address), a reload and a shared link all return to the search, and
 * the scroll memory (kept per address) tells a search's place from the home's.
 */
export const SEARCH_PARAM = 'q';

/** The address of a view: the search's words in its query, every other panel without one. */
export function pathOf(view: MarketplaceView): string {
  return view.panel === 'search'
    ? `${paths.myMarketplace}?${new URLSearchParams({ [SEARCH_PARAM]: view.query }).toString()}`
    : paths.myMarketplace;
}

/**
 * The view kept in the history entry's state, so Back walks through the panels and a reload
 * keeps the panel. Words in the address are a search, whatever the state says. Anything else
 * there (another page's state) reads as home, or as the category a link names in its query.
 */
export function viewFromState(
  state: unknown,
  linkedCategory: string | null = null,
  searchedWords: string | null = null,
): MarketplaceView {
  const words = searchedWords?.trim();
  if (words) return { panel: 'search', query: words };
  const view = isRecord(state) ? state.marketplaceView : null;
  if (!isRecord(view)) {
    // A link from elsewhere (the garage's condition tiles: /my-marketplace?category=...).
    return linkedCategory
      ? { panel: 'category', categoryId: linkedCategory, group: null, subCategoryId: null }
      : HOME_VIEW;
  }
  switch (view.panel) {
    case 'search': {
      const query = text(view.query)?.trim();
      return query ? { panel: 'search', query } : HOME_VIEW;
    }
    case 'category': {
      const group = view.group === 0 || view.group === 1 ? view.group : null;
      const categoryId = text(view.categoryId);
      if (categoryId === null && group === null) return HOME_VIEW;
      return { panel: 'category', categoryId, group, subCategoryId: text(view.subCategoryId) };
    }
    case 'nearest':
      return { panel: 'nearest' };
    case 'section': {
      const section = SEE_ALL_SECTIONS.find((name) => name === view.section);
      return section ? { panel: 'section', section } : HOME_VIEW;
    }
    default:
      return HOME_VIEW;
  }
}

export function stateOf(view: MarketplaceView): { marketplaceView: MarketplaceView } {
  return { marketplaceView: view };
}

/** A stable name for the view, so a change of panel (or of what it lists) is easy to spot. */
export function viewKey(view: MarketplaceView): string {
  return JSON.stringify(view);
}
