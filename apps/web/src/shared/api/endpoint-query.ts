/**
 * Server state is cached with TanStack Query, fetched through the request layer (queue,
 * tokens, refresh, toasts) from an endpoint's contract. Feature and entity code writes:
 *
 *   const garage = useQuery(endpointQuery(myGarage, { params: { organisationConsumerId, vehicleId } }));
 *   garage.data   // the result's `data`, typed and checked by the contract's response schema
 *   garage.error  // an ApiError carrying the failed result: `status` and the spec's `messages`
 *
 * Keys are `['api', endpoint.name, input]`, so `endpointKey(myGarage)` (no input) matches every
 * variant of one endpoint for invalidation. Data that is large or changes often (telemetry,
 * ledgers, offers) gets an endpoint and a query of its own, never a field of the My Garage
 * model: each query is then refetched only by the writes that change it.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Endpoint, EndpointData, EndpointInput } from '@ignite/domain/contract/endpoint';
import { ApiError } from './api-error.ts';
import type { CallArgs, RequestLayer } from './request-layer.ts';

/** The key of one call of an endpoint, or, without input, of all its calls. */
export function endpointKey<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>) {
  return input === undefined
    ? (['api', endpoint.name] as const)
    : (['api', endpoint.name, input] as const);
}

export function createEndpointQuery(layer: Pick<RequestLayer, 'callWith'>) {
  return function endpointQuery<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>) {
    return queryOptions<EndpointData<E>, ApiError>({
      queryKey: endpointKey(endpoint, input ?? ({} as EndpointInput<E>)),
      queryFn: async () => {
        const result = await layer.callWith(endpoint, input);
        if (!result.success) throw new ApiError(result);
        return result.data;
      },
    });
  };
}
