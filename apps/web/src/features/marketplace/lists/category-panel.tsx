import { X } from 'lucide-react';
import {
  CATEGORY_PAGE_SIZE,
  type OfferCategory,
  OfferOrder,
} from '@ignite/domain/marketplace/marketplace-api';
import type { OfferFilter } from '@ignite/domain/marketplace/offer-filter';
import { searchResultCountText } from '@ignite/domain/marketplace/result-count';
import { Glyph } from '@/shared/icons/glyph.tsx';
import type { Position } from '@/shared/location/position.ts';
import type { MarketplaceKeys } from '../api/marketplace-keys.ts';
import { useOfferSearch } from '../api/use-offer-search.ts';
import { MY_CAR_CATEGORY_NAME } from '../categories/strip-categories.ts';
import type { MarketplaceView } from '../view/marketplace-view.ts';
import { CategoryGroups } from './category-groups.tsx';
import { PanelHeading } from './panel-heading.tsx';
import { loadedOffers, SearchedOffers } from './searched-offers.tsx';

type CategoryView = Extract<MarketplaceView, { panel: 'category' }>;
type Props = {
  keys: MarketplaceKeys;
  view: CategoryView;
  categories: readonly OfferCategory[];
  filter: OfferFilter;
  position: Position | null;
  onShow: (view: MarketplaceView) => void;
};

/**
 * Spec part 3 section 2, the category panel: a one-column list of the category (or of the
 * Automotive group, for My Car), grouped by sub-category when there is more than one; a
 * chosen sub-category shows 'Exploring offers in' with a chip that clears it.
 */
export function CategoryPanel({ keys, view, categories, filter, position, onShow }: Props) {
  const search = useOfferSearch(
    keys,
    {
      categoryId: view.categoryId ?? undefined,
      categoryGroupType: view.categoryId ? undefined : (view.group ?? undefined),
      orderBy: filter.filterType === 'InStore' && position ? OfferOrder.Closest : OfferOrder.Newest,
      pageSize: CATEGORY_PAGE_SIZE,
    },
    filter,
    position,
  );
  const category = categories.find((c) => c.categoryId === view.categoryId);
  const title = category?.displayName ?? MY_CAR_CATEGORY_NAME;
  const subCategory = view.subCategoryId
    ? loadedOffers(search).find((offer) => offer.categoryId === view.subCategoryId)
    : undefined;
  const choose = (subCategoryId: string | null) => onShow({ ...view, subCategoryId });

  return (
    <div className="flex flex-col gap-3">
      <PanelHeading>{title}</PanelHeading>
      {subCategory ? (
        <p className="flex flex-wrap items-center gap-2 text-base">
          <span className="text-muted">Exploring offers in</span>
          <span className="inline-flex h-10 items-center gap-1 rounded-full bg-accent pr-1 pl-4 text-sm font-semibold text-on-accent">
            {subCategory.categoryName}
            <button
              type="button"
              aria-label={`Clear ${subCategory.categoryName}`}
              onClick={() => choose(null)}
              className="grid size-8 place-items-center rounded-full hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-on-accent"
            >
              <Glyph icon={X} className="text-base" />
            </button>
          </span>
        </p>
      ) : null}
      {search.data ? (
        <CategoryGroups
          search={search}
          subCategoryId={subCategory ? view.subCategoryId : null}
          onChoose={choose}
          countText={searchResultCountText}
        />
      ) : (
        <SearchedOffers search={search} columns={1} countText={searchResultCountText} />
      )}
    </div>
  );
}
