// Routes are registered from the domain's endpoint contracts, and only from them: the method,
// path, schemas, failures, tag and security come from the contract, so the server serves
// exactly what the web is typed against and what the OpenAPI document says.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  answeredFailures,
  type Endpoint,
  type EndpointData,
  type EndpointRequest,
} from '@ignite/domain/contract/endpoint';
import { errorResultSchema } from '@ignite/domain/result';
import type { CurrentUser } from '@ignite/domain/user';
import { type AuthenticatedDevice, currentDevice, currentUser } from './caller.ts';
import { unauthorized } from './http-errors.ts';
import { ok } from './result.ts';

/** What a handler gets: the parsed request parts, and the user when the endpoint needs one. */
export type EndpointCall<E extends Endpoint> = EndpointRequest<E> & {
  user: E['auth'] extends 'bearer' ? CurrentUser : null;
  device: E['auth'] extends 'device' ? AuthenticatedDevice : null;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * What a handler answers when it has sent the answer itself (the My Garage route sends bytes).
 * A marker, not the reply: a reply is thenable, and awaiting it waits for the response to
 * finish, which a client that hangs up never lets happen (the route then answered twice and
 * the server stopped).
 */
export const SENT_BY_HANDLER: unique symbol = Symbol('sent by the handler');

/**
 * A handler answers the `data` of the result (wrapped as `{ success, status, data, messages }`
 * here), or SENT_BY_HANDLER once it has sent the answer itself.
 */
export type EndpointHandler<E extends Endpoint> = (
  call: EndpointCall<E>,
) => Promise<EndpointData<E> | typeof SENT_BY_HANDLER>;

/** The OpenAPI security scheme of each kind of authentication (plugins/docs.ts). */
const SECURITY_SCHEMES = { bearer: 'bearer', device: 'deviceKey', signature: 'feedSignature' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the content-type parser of a signed route once the body's signature matched. */
    signatureVerified?: boolean;
  }
}

/**
 * A signed route must be registered where a parser checks the signature over the raw body
 * (modules/cashback/routes.ts); registered anywhere else, it refuses everything rather than
 * run unauthenticated.
 */
async function requireVerifiedSignature(request: FastifyRequest) {
  if (request.signatureVerified !== true) throw unauthorized('The request is not signed');
}

/** The route's schema, as Fastify validates with it and the OpenAPI document shows it. */
export function routeSchema(endpoint: Endpoint) {
  const failures = Object.fromEntries(
    answeredFailures(endpoint).map((status) => [status, errorResultSchema]),
  );
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.area],
    security: endpoint.auth === 'none' ? [] : [{ [SECURITY_SCHEMES[endpoint.auth]]: [] }],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    response: { 200: endpoint.response, ...failures },
  };
}

export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    ...(endpoint.auth === 'bearer' ? { onRequest: app.authenticate } : {}),
    ...(endpoint.auth === 'device' ? { onRequest: app.authenticateDevice } : {}),
    ...(endpoint.auth === 'signature' ? { preHandler: requireVerifiedSignature } : {}),
    handler: async (request, reply) => {
      // The validator compiler has parsed each part with the contract's own schema.
      const call = {
        params: request.params,
        query: request.query,
        body: request.body,
        headers: request.headers,
        user: endpoint.auth === 'bearer' ? currentUser(request) : null,
        device: endpoint.auth === 'device' ? currentDevice(request) : null,
        request,
        reply,
      } as EndpointCall<E>;
      const answer = await handler(call);
      // Fastify takes the reply back as "already answered", never a second answer to send.
      return answer === SENT_BY_HANDLER ? reply : ok(answer);
    },
  });
}
