import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { offerSearch } from '@ignite/domain/contract/marketplace';
import type {
  CategoryGroupType,
  HomeSection,
  OfferOrder,
} from '@ignite/domain/marketplace/marketplace-api';
import type { OfferFilter } from '@ignite/domain/marketplace/offer-filter';
import { api } from '@/shared/api/client.ts';
import { ApiError } from '@/shared/api/api-error.ts';
import { endpointKey } from '@/shared/api/endpoint-query.ts';
import type { Position } from '@/shared/location/position.ts';
import type { MarketplaceKeys } from './marketplace-keys.ts';
import { boundaryQuery } from './search-boundary.ts';

/** What a list asks for: text, or a category or group, and how to order and page it. */
export type OfferListRequest = {
  searchQuery?: string;
  categoryId?: string;
  categoryGroupType?: CategoryGroupType;
  orderBy: OfferOrder;
  pageSize: number;
  nearbyOnly?: boolean;
  /** A home section in full (See All). */
  section?: HomeSection;
};

/**
 * The offer search, a page at a time (Load more asks for the next). The filter sheet's choice
 * goes to the server, so the pages and the count agree with what is shown.
 */
export function useOfferSearch(
  keys: MarketplaceKeys | null,
  request: OfferListRequest | null,
  filter: OfferFilter,
  position: Position | null,
) {
  const query = {
    appConsumerId: keys?.appConsumerId ?? '',
    appConfigurationId: keys?.appConfigurationId ?? '',
    ...boundaryQuery(position),
    searchQuery: request?.searchQuery,
    categoryId: request?.categoryId,
    categoryGroupType: request?.categoryGroupType,
    orderBy: request?.orderBy,
    pageSize: request?.pageSize,
    nearbyOnly: request?.nearbyOnly ? ('true' as const) : undefined,
    section: request?.section,
    filterType: filter.filterType,
    cardLinkedOnly: filter.cardLinkedOnly ? ('true' as const) : undefined,
  };
  return useInfiniteQuery({
    queryKey: [...endpointKey(offerSearch), query],
    queryFn: async ({ pageParam }) => {
      const result = await api.call(offerSearch, { query: { ...query, pageNumber: pageParam } });
      if (!result.success) throw new ApiError(result);
      return result.data;
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.offers.length, 0);
      return last.offers.length > 0 && loaded < last.totalCount ? pages.length + 1 : undefined;
    },
    enabled: keys !== null && request !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
