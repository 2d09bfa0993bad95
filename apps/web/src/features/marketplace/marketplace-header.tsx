import type { MarketplaceViewData } from '@ignite/domain/marketplace/marketplace-api';
import { CashbackButton } from '@/entities/cashback/cashback-button.tsx';
import { CategoryStrip } from './categories/category-strip.tsx';
import { isFiltering, useOfferFilter } from './filter/offer-filter-store.ts';
import { FilterButton } from './header/filter-button.tsx';
import { SearchBox } from './header/search-box.tsx';
import { HOME_VIEW, type MarketplaceView } from './view/marketplace-view.ts';

type Props = {
  view: MarketplaceView;
  data: MarketplaceViewData | undefined;
  onShow: (view: MarketplaceView) => void;
  onReset: () => void;
  onOpenFilter: () => void;
};

/**
 * The marketplace's header, held at the top while the offers scroll under it: the search, the
 * filter, the Cashback button with the available amount (spec part 3 section 2) and the
 * category strip.
 */
export function MarketplaceHeader({ view, data, onShow, onReset, onOpenFilter }: Props) {
  const { filter } = useOfferFilter();
  return (
    <div className="sticky -top-5 z-20 -mx-4 -mt-5 flex flex-col gap-3 border-b border-border/60 bg-bg/95 px-4 pt-4 pb-3 backdrop-blur md:-mx-8 md:px-8">
      {/* Where the search would be too narrow to read what was typed (320 px), it takes the row
          and the buttons go below it. */}
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          activeQuery={view.panel === 'search' ? view.query : ''}
          onSearch={(query) => onShow({ panel: 'search', query })}
          onClear={() => onShow(HOME_VIEW)}
        />
        <FilterButton active={isFiltering(filter)} onOpen={onOpenFilter} />
        <CashbackButton />
      </div>
      <CategoryStrip
        categories={data?.categories ?? null}
        showMyCar={data?.enableAutomotiveRewards ?? false}
        view={view}
        onShow={onShow}
        onReset={onReset}
      />
    </div>
  );
}
