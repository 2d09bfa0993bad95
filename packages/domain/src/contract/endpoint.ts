// One contract per endpoint: its method, path, parameters, query, body, answer and failures,
// declared once here. The server registers its route from it (apps/server/src/core/http/
// endpoint-route.ts) and the web's request layer types its call from it, so the two cannot
// drift: a test fails when an endpoint is declared and not served, or served and not declared.
import type { z } from 'zod/mini';
import type { Result } from '../result.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The failure statuses an endpoint may answer, each in the spec's result shape. */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 429 | 503;

// Any zod schema, mini or classic: the server and the web parse them with their own zod.
type Schema = z.core.$ZodType;

export type Endpoint = {
  /** Stable and unique: the OpenAPI operationId and the web's query-key root. */
  name: string;
  method: HttpMethod;
  /** The served path, Fastify style: `/api/consumer/:organisationConsumerId/vehicles/:vehicleId`. */
  path: string;
  /** The area it belongs to: the OpenAPI tag, and the server module that serves it. */
  area: string;
  summary: string;
  description?: string;
  /**
   * `bearer`: the access token is required; `device`: a health monitor's own key (never an
   * owner's token; decision 0022); `signature`: the cashback provider's signed feed (an
   * Ignite-Signature header over the raw body); `none`: public (sign-in, health, launch).
   */
  auth: 'bearer' | 'device' | 'signature' | 'none';
  /** The largest body accepted, in bytes, where the server's default (64 KB) is too small. */
  bodyLimit?: number;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** Headers the endpoint reads besides the usual ones (refresh-token's RefreshToken). */
  headers?: Schema;
  /** The successful answer. */
  response: z.core.$ZodType<Result<unknown>>;
  /**
   * The media type of a successful answer that is bytes, not a JSON result (a PDF, a calendar,
   * a picture); `response` is then never sent, and the OpenAPI document shows this instead.
   */
  sends?: 'application/pdf' | 'text/calendar' | 'image/svg+xml';
  failures: readonly FailureStatus[];
};

/**
 * Every failure the endpoint can answer: those it declares, and those that come with its kind.
 * A request with parts to validate can be refused as bad (400); one that needs a credential can
 * lack it (401); a path parameter can be too long to route (414); a write can carry a body too large (413), of a type no parser reads (415) or
 * unreadable (400), whatever the endpoint itself takes. The OpenAPI document lists these, and
 * the fuzz test fails on an answer not among them.
 */
export function answeredFailures(endpoint: Endpoint): FailureStatus[] {
  const takesInput = Boolean(
    endpoint.params ?? endpoint.query ?? endpoint.body ?? endpoint.headers,
  );
  const write = endpoint.method !== 'GET';
  const implied: FailureStatus[] = [
    ...(takesInput || write ? [400 as const] : []),
    ...(endpoint.auth === 'none' ? [] : [401 as const]),
    ...(endpoint.params ? [414 as const] : []),
    ...(write ? [413 as const, 415 as const] : []),
  ];
  return [...new Set([...endpoint.failures, ...implied])].sort((a, b) => a - b);
}

/** Declares an endpoint; its literal types are kept, so callers and handlers are typed from it. */
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Input<E, Part extends 'params' | 'query' | 'body'> = E extends {
  [K in Part]: infer S extends Schema;
}
  ? { [K in Part]: z.input<S> }
  : { [K in Part]?: never };

/** Declared headers the caller must send; none required (refresh-token's), none needed. */
type HeadersInput<E> = E extends { headers: infer S extends Schema }
  ? Record<string, never> extends z.input<S>
    ? { headers?: z.input<S> }
    : { headers: z.input<S> }
  : { headers?: never };

type Output<E, Part extends 'params' | 'query' | 'body' | 'headers'> = E extends {
  [K in Part]: infer S extends Schema;
}
  ? z.output<S>
  : undefined;

/**
 * Only the parts the endpoint declares, so a call cannot send what the server would refuse.
 * Declared headers are part of the input too (redeem's Idempotency-Key): a caller that forgot
 * one fails to compile rather than at the server.
 */
export type EndpointInput<E extends Endpoint> = Input<E, 'params'> &
  Input<E, 'query'> &
  Input<E, 'body'> &
  HeadersInput<E>;

/** The parsed request parts as the server's handler sees them. */
export type EndpointRequest<E extends Endpoint> = {
  params: Output<E, 'params'>;
  query: Output<E, 'query'>;
  body: Output<E, 'body'>;
  /** The headers the endpoint declares, parsed (the other headers are on the request). */
  headers: Output<E, 'headers'>;
};

/** The `data` of the endpoint's successful answer. */
export type EndpointData<E extends Endpoint> = z.output<E['response']>['data'];

const PARAM = /:([A-Za-z][A-Za-z0-9_]*)/g;

/** The names of the path's parameters, in order: `['organisationConsumerId', 'vehicleId']`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map((match) => match[1] ?? '');
}

/**
 * The path with its parameters filled in, each URL-encoded. A missing parameter is an error of
 * the caller's code, not of the user's input, so it throws.
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${path}: the path parameter ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
}
