// How server state fails and is cached: queries are built in endpoint-query.ts.
import { QueryClient } from '@tanstack/react-query';
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
