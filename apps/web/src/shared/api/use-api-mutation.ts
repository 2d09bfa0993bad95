import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Endpoint, EndpointData, EndpointInput } from '@ignite/domain/contract/endpoint';
import { api } from './client.ts';
import { endpointKey } from './endpoint-query.ts';
import type { ApiResult } from './result.ts';

export type MutationOptions<E extends Endpoint> = {
  /** The endpoints whose cached answers this write changes: each is read afresh after it. */
  invalidates: readonly Endpoint[];
  /** Runs first on success, e.g. to write the answer into a cached query at once. */
  onSuccess?: (data: EndpointData<E>, input: EndpointInput<E>) => void;
  /**
   * Sent without the session's tokens even when signed in: a link's own sign-in, a page that
   * stands in for another party's and carries its own token.
   */
  anonymous?: boolean;
};

/**
 * The one way to write from the web: a call of an endpoint's contract that, once it succeeds,
 * invalidates the queries it names (and only those) and resolves when they are read afresh.
 * It answers the call's result rather than throwing, so a form shows the server's messages and
 * a page decides where to go next.
 *
 *   const setOdometer = useApiMutation(setOdometerEndpoint, { invalidates: [myGarage] });
 *   const result = await setOdometer.run({ body: { vehicleId, odometer } });
 *   setOdometer.busy   // true while it is on its way
 *
 * `busy` is React state set as `run` is called, so a button disabled by it is disabled before
 * a double tap's second tap (TanStack's useMutation reports pending a task later, too late).
 */
export function useApiMutation<E extends Endpoint>(endpoint: E, options: MutationOptions<E>) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function run(input: EndpointInput<E>): Promise<ApiResult<EndpointData<E>>> {
    setBusy(true);
    try {
      const result = await api.callWith(endpoint, input, { anonymous: options.anonymous });
      if (result.success) {
        options.onSuccess?.(result.data, input);
        await Promise.all(
          options.invalidates.map((changed) =>
            client.invalidateQueries({ queryKey: endpointKey(changed) }),
          ),
        );
      }
      return result;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
