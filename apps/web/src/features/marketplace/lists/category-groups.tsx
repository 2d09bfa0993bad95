import { useId } from 'react';
import type { useOfferSearch } from '../api/use-offer-search.ts';
import { LoadMore } from './load-more.tsx';
import { OfferList } from './offer-list.tsx';
import { ResultCount } from './result-count.tsx';
import { loadedOffers, totalOf } from './searched-offers.tsx';
import { groupBySubCategory, type SubCategoryGroup } from './sub-category-groups.ts';

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
      <OfferList offers={group.offers} columns={1} eagerCount={1} />
    </section>
  );
}

/** The category's offers: one list, or a section per sub-category when there are several. */
export function CategoryGroups({ search, subCategoryId, onChoose, countText }: Props) {
  const offers = loadedOffers(search);
  const groups = groupBySubCategory(offers);
  const chosen = subCategoryId
    ? groups.filter((group) => group.categoryId === subCategoryId)
    : groups;
  const shownCount = subCategoryId ? (chosen[0]?.offers.length ?? 0) : totalOf(search);
  const stale = search.isPlaceholderData;
  return (
    <div
      className={`flex flex-col gap-6 transition-opacity ${stale ? 'opacity-60' : ''}`}
      aria-busy={stale}
    >
      <ResultCount text={countText(shownCount)} />
      {chosen.length > 1 ? (
        chosen.map((group) => <Group key={group.categoryId} group={group} onChoose={onChoose} />)
      ) : (
        <OfferList offers={chosen[0]?.offers ?? []} columns={1} />
      )}
      {search.hasNextPage ? (
        <LoadMore loading={search.isFetchingNextPage} onLoad={() => void search.fetchNextPage()} />
      ) : null}
    </div>
  );
}
