import type { ReactNode } from 'react';
import type { Offer } from '@ignite/domain/marketplace/marketplace-api';
import { SHELL_MESSAGES } from '@ignite/domain/shell-messages';
import { ApiError } from '@/shared/api/api-error.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import type { useOfferSearch } from '../api/use-offer-search.ts';
import { LoadMore } from './load-more.tsx';
import { OfferList, OfferListSkeleton } from './offer-list.tsx';
import { ResultCount } from './result-count.tsx';

type Search = ReturnType<typeof useOfferSearch>;

/** Every offer loaded so far, page after page. */
export function loadedOffers(search: Search): Offer[] {
  return search.data?.pages.flatMap((page) => page.offers) ?? [];
}

export function totalOf(search: Search): number {
  return search.data?.pages[0]?.totalCount ?? 0;
}

type Props = {
  search: Search;
  columns: 1 | 2;
  countText: (total: number) => string;
  /** Shown below the count when nothing matches. */
  empty?: ReactNode;
};

/**
 * A searched list: its count, its tiles, and Load more while there are more. While a new
 * search (or filter) is on its way the previous results stay, rather than blanking: busy for
 * assistive technology, and at full contrast, as text faded under 4.5:1 is unreadable in any
 * state (the app's loading bar shows the search is on its way).
 */
export function SearchedOffers({ search, columns, countText, empty }: Props) {
  if (search.isError) {
    // A search the server refused (too many words) says why; anything else failed to load.
    const { error } = search;
    const refused = error instanceof ApiError && error.status === 400;
    return (
      <p role="alert" className="rounded-2xl border border-border bg-surface p-5 text-base">
        {refused ? error.messages.join(' ') : SHELL_MESSAGES.loadFailed}
      </p>
    );
  }
  if (!search.data) {
    // The count's line is held too, so the tiles do not move down when it arrives.
    return (
      <div className="flex flex-col gap-3">
        <LoadingBlock className="h-5 w-36 rounded-md bg-surface" />
        <OfferListSkeleton columns={columns} />
      </div>
    );
  }
  const offers = loadedOffers(search);
  return (
    <div className="flex flex-col gap-3" aria-busy={search.isPlaceholderData}>
      <ResultCount text={countText(totalOf(search))} />
      {totalOf(search) === 0 ? empty : null}
      <OfferList offers={offers} columns={columns} />
      {search.hasNextPage ? (
        <LoadMore loading={search.isFetchingNextPage} onLoad={() => void search.fetchNextPage()} />
      ) : null}
    </div>
  );
}
