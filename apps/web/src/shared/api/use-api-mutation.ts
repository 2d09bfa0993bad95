import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoint, EndpointData, EndpointInput } from '@ignite/domain/contract/endpoint';
import { api } from './client.ts';
import { endpointKey } from './endpoint-query.ts';
import type { ApiResult } from './result.ts';

export type MutationOptions<E extends Endpoint> = {
  /** The endpoints whose cached answers this write changes: each is read afresh after it. */
  invalidates: readonly Endpoint[];
  /** Runs first on success, e.g. to write the answer into a cached query at once. */
  onSuccess?: (data: EndpointData<E>, input: EndpointInput<E>) => void;
};

/**
 * The one way to write from the web: a call of an endpoint's contract that, once it succeeds,
 * invalidates the queries it names (and only those). It answers the call's result rather than
 * throwing, so a form shows the server's messages and a page decides where to go next.
 *
 *   const setOdometer = useApiMutation(setOdometerEndpoint, { invalidates: [myGarage] });
 *   const result = await setOdometer.run({ body: { vehicleId, odometer } });
 *   setOdometer.busy   // true while it is on its way
 */
export function useApiMutation<E extends Endpoint>(endpoint: E, options: MutationOptions<E>) {
  const client = useQueryClient();
  const mutation = useMutation<ApiResult<EndpointData<E>>, never, EndpointInput<E>>({
    mutationFn: (input) => api.callWith(endpoint, input),
    onSuccess: async (result, input) => {
      if (!result.success) return;
      options.onSuccess?.(result.data, input);
      await Promise.all(
        options.invalidates.map((changed) =>
          client.invalidateQueries({ queryKey: endpointKey(changed) }),
        ),
      );
    },
  });
  return { run: mutation.mutateAsync, busy: mutation.isPending };
}
