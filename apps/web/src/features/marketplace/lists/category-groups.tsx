import { useId, useState } from 'react';
import { CATEGORY_SHOWN_STEP, type Offer } from '@ignite/domain/marketplace/marketplace-api';
import type { useOfferSearch } from '../api/use-offer-search.ts';
import { LoadMore } from './load-more.tsx';
import { OfferList } from './offer-list.tsx';
import { ResultCount } from './result-count.tsx';
import { loadedOffers, totalOf } from './searched-offers.tsx';
import { groupBySubCategory, type SubCategoryGroup } from './sub-category-groups.ts';

/** A sub-category's preview in the grouped list; Explore shows the rest. */
export const GROUP_PREVIEW_SIZE = 4;

type Props = {
  search: ReturnType<typeof useOfferSearch>;
  subCategoryId: string | null;
  onChoose: (subCategoryId: string) => void;
  countText: (total: number) => string;
};

function Group({ group, onChoose }: { group: SubCategoryGroup; onChoose: (id: string) => void }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-end justify-between gap-3">
        <h3 id={id} className="min-w-0 text-lg font-bold break-words">
          {group.name}
        </h3>
        <button
          type="button"
          onClick={() => onChoose(group.categoryId)}
          aria-label={`Explore ${group.name}`}
          className="min-h-11 shrink-0 rounded-full px-2 text-sm font-semibold text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
        >
          Explore
        </button>
      </div>
      <OfferList offers={group.offers.slice(0, GROUP_PREVIEW_SIZE)} columns={1} eagerCount={1} />
    </section>
  );
}

/** One list, drawn 20 more at a time from what is loaded, then from the next page. */
function SteppedList({ offers, search }: { offers: Offer[]; search: Props['search'] }) {
  const [shown, setShown] = useState(CATEGORY_SHOWN_STEP);
  const more = shown < offers.length || search.hasNextPage;
  return (
    <>
      <OfferList offers={offers.slice(0, shown)} columns={1} />
      {more ? (
        <LoadMore
          loading={search.isFetchingNextPage}
          onLoad={() => {
            if (shown >= offers.length) void search.fetchNextPage();
            setShown(shown + CATEGORY_SHOWN_STEP);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * The category's offers: a section per sub-category (its first few, and Explore) when there
 * are several; otherwise, or once one is chosen, the one list.
 */
export function CategoryGroups({ search, subCategoryId, onChoose, countText }: Props) {
  const groups = groupBySubCategory(loadedOffers(search));
  const chosen = subCategoryId
    ? groups.filter((group) => group.categoryId === subCategoryId)
    : groups;
  const shownCount = subCategoryId ? (chosen[0]?.offers.length ?? 0) : totalOf(search);
  return (
    <div
      // Kept at full contrast while a new search is on its way, as SearchedOffers explains.
      className="flex flex-col gap-6"
      aria-busy={search.isPlaceholderData}
    >
      <ResultCount text={countText(shownCount)} />
      {chosen.length > 1 ? (
        chosen.map((group) => <Group key={group.categoryId} group={group} onChoose={onChoose} />)
      ) : (
        <SteppedList key={subCategoryId ?? ''} offers={chosen[0]?.offers ?? []} search={search} />
      )}
    </div>
  );
}
