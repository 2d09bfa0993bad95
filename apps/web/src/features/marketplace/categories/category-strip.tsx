import { useRef } from 'react';
import { ChevronLeft } from 'lucide-react';
import { CategoryGroupType, type OfferCategory } from '@ignite/domain/marketplace/marketplace-api';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import type { MarketplaceView } from '../view/marketplace-view.ts';
import { MY_CAR_CATEGORY_NAME, stripCategories } from './strip-categories.ts';
import { useDragScroll } from './use-drag-scroll.ts';

type Props = {
  /** null while the marketplace's data loads: chip-sized placeholders hold the strip's height. */
  categories: readonly OfferCategory[] | null;
  /** enableAutomotiveRewards: without it there is no My Car. */
  showMyCar: boolean;
  view: MarketplaceView;
  onShow: (view: MarketplaceView) => void;
  onReset: () => void;
};

const chip =
  'inline-flex h-10 shrink-0 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
const chipOff = 'border-border bg-surface text-text hover:border-muted';
const chipOn = 'border-accent bg-accent text-on-accent';

/**
 * The category strip under the header: a back chevron to home (once away from it), My Car,
 * then the categories. It scrolls sideways by finger, by wheel, or by dragging with a mouse;
 * a drag never opens the category it ends on.
 */
export function CategoryStrip({ categories, showMyCar, view, onShow, onReset }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  useDragScroll(strip);
  const selected = view.panel === 'category' ? view : null;
  const myCarOn = selected?.group === CategoryGroupType.Automotive && selected.categoryId === null;

  return (
    <nav aria-label="Categories" className="-mx-4 md:-mx-8">
      <div
        ref={strip}
        className="flex scroll-px-4 gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] md:px-8 data-[dragging]:cursor-grabbing"
      >
        {view.panel !== 'marketplace' ? (
          <button
            type="button"
            aria-label="Back to all offers"
            onClick={onReset}
            className={`${chip} ${chipOff} px-2.5`}
          >
            <Glyph icon={ChevronLeft} className="text-xl" />
          </button>
        ) : null}
        {showMyCar ? (
          <button
            type="button"
            aria-pressed={myCarOn}
            className={`${chip} ${myCarOn ? chipOn : chipOff}`}
            onClick={() =>
              onShow({
                panel: 'category',
                categoryId: null,
                group: CategoryGroupType.Automotive,
                subCategoryId: null,
              })
            }
          >
            {MY_CAR_CATEGORY_NAME}
          </button>
        ) : null}
        {categories === null ? <LoadingChips /> : null}
        {stripCategories(categories ?? []).map((category) => {
          const on = selected?.categoryId === category.categoryId;
          return (
            <button
              key={category.categoryId}
              type="button"
              aria-pressed={on}
              className={`${chip} ${on ? chipOn : chipOff}`}
              onClick={() =>
                onShow({
                  panel: 'category',
                  categoryId: category.categoryId,
                  group: null,
                  subCategoryId: null,
                })
              }
            >
              {category.displayName}
            </button>
          );
        })}
      </div>
    </nav>
  );
}

/** Without them the offers below would jump down a chip's height when the categories arrive. */
function LoadingChips() {
  return ['w-20', 'w-28', 'w-24'].map((width) => (
    <LoadingBlock key={width} className={`h-10 shrink-0 rounded-full bg-surface ${width}`} />
  ));
}
