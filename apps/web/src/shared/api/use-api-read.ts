import { useQueryClient } from '@tanstack/react-query';
import type { Endpoint, EndpointData, EndpointInput } from '@ignite/domain/contract/endpoint';
import { ApiError } from './api-error.ts';
import { endpointQuery } from './client.ts';
import type { CallArgs } from './request-layer.ts';
import { type ApiResult, failure } from './result.ts';

/**
 * A read made at a moment the user chooses (a search, a code looked up, a check), whose answer
 * decides what the page does next. It goes through the query cache like every other read,
 * under the endpoint's key, so a write that names the endpoint invalidates it; it asks the
 * server afresh each time, and it answers the call's result rather than throwing, as
 * `useApiMutation` does, so a form shows the server's messages and a page decides where to go.
 *
 *   const lookUp = useApiRead(appByOriginatorCode);
 *   const result = await lookUp.run({ params: { code } });
 *
 * A page that shows a read from the moment it opens uses `useQuery(endpointQuery(...))`.
 */
export function useApiRead<E extends Endpoint>(endpoint: E) {
  const client = useQueryClient();
  async function run(input: EndpointInput<E>): Promise<ApiResult<EndpointData<E>>> {
    try {
      const data = await client.fetchQuery({
        ...endpointQuery(endpoint, ...([input] as CallArgs<E>)),
        staleTime: 0,
        // Sent at once, online or not: the request layer answers a call it cannot make with
        // the spec's failure, which the page shows. TanStack's default would hold the read
        // until the browser says it is online, leaving the page waiting with no word.
        networkMode: 'always',
      });
      // The server answers every success as 200 with no messages (its `ok`).
      return { success: true, status: 200, data, messages: [] };
    } catch (error) {
      if (error instanceof ApiError) return failure(error.status, error.messages);
      throw error;
    }
  }
  return { run };
}
