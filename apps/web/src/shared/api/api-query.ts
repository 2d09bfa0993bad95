/**
 * Server state is cached with TanStack Query, fetched through the request layer (queue,
 * tokens, refresh, toasts). Feature code writes:
 *
 *   const garage = useQuery(apiQuery(`consumer/${ocid}/my-garage/${vehicleId}`, garageResultSchema));
 *   garage.data   // the result's `data`, typed and checked by the schema
 *   garage.error  // an ApiError carrying the failed result: `status` and the spec's `messages`
 *
 * with GET parameters as a third argument: `apiQuery('offers', offersResultSchema, { page: 2 })`.
 * Keys are `['api', path, params]`, so `queryClient.invalidateQueries({ queryKey: ['api',
 * path] })` refreshes every variant of one endpoint. Writes go through `api.post/put/delete`
 * (they answer results, which forms show as messages) and invalidate what they changed.
 */
import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Result } from '@ignite/domain/result';
import type { QueryParams } from './query-string.ts';
import type { RequestLayer } from './request-layer.ts';
import type { ApiFailure } from './result.ts';

/** A failed result, thrown so TanStack Query reports it as the query's error. */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];

  constructor(result: ApiFailure) {
    super(result.messages.join('\n'));
    this.name = 'ApiError';
    this.status = result.status;
    this.messages = result.messages;
  }
}

export function createApiQuery(layer: Pick<RequestLayer, 'get'>) {
  return function apiQuery<T>(path: string, schema: z.ZodType<Result<T>>, params?: QueryParams) {
    return queryOptions<T, ApiError, T, readonly ['api', string, QueryParams]>({
      queryKey: ['api', path, params ?? {}],
      queryFn: async () => {
        const result = await layer.get(path, schema, params);
        if (!result.success) throw new ApiError(result);
        return result.data;
      },
    });
  };
}

/**
 * The app's QueryClient. No automatic retries: an answer is a definite result, and the
 * request layer already retries where the spec says (after a token refresh). No refetch on
 * focus: each refetch would queue behind the user's own requests.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
