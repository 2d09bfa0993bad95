import { useInfiniteQuery } from '@tanstack/react-query';
import { vehicleTimeline } from '@ignite/domain/contract/timeline';
import { api } from '@/shared/api/client.ts';
import { ApiError } from '@/shared/api/api-error.ts';
import { endpointKey } from '@/shared/api/endpoint-query.ts';

const PAGE_SIZE = 30;

/** The timeline a page at a time: each next page starts before the oldest item shown. */
export function useTimeline(vehicleId: string) {
  return useInfiniteQuery({
    queryKey: [...endpointKey(vehicleTimeline), vehicleId],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      const result = await api.call(vehicleTimeline, {
        query: { vehicleId, limit: PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
      });
      if (!result.success) throw new ApiError(result);
      return result.data;
    },
    getNextPageParam: (page) => (page.hasMore ? page.items.at(-1)?.utcDate : undefined),
  });
}
