import type { z } from 'zod/mini';
import type { Endpoint, EndpointData, EndpointInput } from '@ignite/domain/contract/endpoint';
import { fillPath } from '@ignite/domain/contract/endpoint';
import { login as loginEndpoint } from '@ignite/domain/contract/session';
import { RETRY_DELAY_MS } from '@ignite/domain/request-timing';
import type { Result } from '@ignite/domain/result';
import type { LoginRequest, Session } from '@ignite/domain/session';
import { type Answer, DEFAULT_TIMEOUT_MS, exchange, type Fetch } from './exchange.ts';
import { failureMessages } from './extract-messages.ts';
import { createLoadTimer, type LoadingState } from './load-timer.ts';
import { toLoginResult, type LoginResult } from './login-result.ts';
import { NOT_AUTHORISED, SERVER_NOT_AVAILABLE, SESSION_EXPIRED } from '@ignite/domain/api-messages';
import { type QueryParams, toQueryString } from './query-string.ts';
import { createRefresher } from './refresh-session.ts';
import { requestHeaders } from './request-headers.ts';
import { createRequestQueue } from './request-queue.ts';
import { type ApiResult, failure } from './result.ts';
import type { SessionTokens } from './session-tokens.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type ApiCall<T> = {
  method: Method;
  /** The served path with its parameters filled in: `/api/vehicle/odometer`. */
  path: string;
  /** The whole successful answer, checked so a changed server cannot slip bad data in. */
  schema: z.ZodMiniType<Result<T>>;
  /** The contract's query, whatever the method (a POST's signed token): the query string. */
  params?: QueryParams;
  /** POST and PUT: sent as JSON. */
  body?: unknown;
  /** The headers the endpoint declares (an Idempotency-Key), sent besides the layer's own. */
  headers?: Readonly<Record<string, string>>;
  /** Send no tokens even when signed in (sign-in itself, launch links). */
  anonymous?: boolean;
  /** The endpoint needs the bearer's session: once that session has ended, it is not sent. */
  needsSession?: boolean;
  /** The answer is a file (a calendar, a PDF), not a result: its success is the file. */
  file?: boolean;
};

/** The input is optional only when the endpoint takes no params, query or body. */
export type CallArgs<E extends Endpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

export type CallOptions = {
  /** Send no tokens even when signed in (a launch link signs in afresh). */
  anonymous?: boolean;
};

export type RequestLayerDeps = {
  /** Origin of the API, e.g. `http://127.0.0.1:3000`; '' for the page's own origin. */
  baseUrl: string;
  fetch: Fetch;
  session: SessionTokens;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  toasts: { warning(message: string): void };
  /** The session ended here (refresh refused or given up): the app logs out. */
  sessionEnded: () => void;
  timeoutMs?: number;
};

export type RequestLayer = ReturnType<typeof createRequestLayer>;

function urlFor(baseUrl: string, path: string, params: QueryParams | undefined): string {
  return `${baseUrl}${path}${toQueryString(params)}`;
}

/** The call an endpoint's contract and its input make. */
export function callOf<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> | undefined,
): ApiCall<EndpointData<E>> {
  const parts = (input ?? {}) as {
    params?: object;
    query?: QueryParams;
    body?: unknown;
    headers?: Record<string, string>;
  };
  return {
    method: endpoint.method,
    path: fillPath(endpoint.path, parts.params as Record<string, unknown> | undefined),
    // The contract's response schema answers Result<EndpointData<E>> by construction.
    schema: endpoint.response as z.ZodMiniType<Result<EndpointData<E>>>,
    params: parts.query,
    body: parts.body,
    headers: parts.headers,
    needsSession: endpoint.auth === 'bearer',
  };
}

/** An answer read as the spec's result; no answer at all is 'The server is not available'. */
function toResult<T>(answer: Answer | null, schema: z.ZodMiniType<Result<T>>): ApiResult<T> {
  if (!answer) return failure(500, [SERVER_NOT_AVAILABLE]);
  const ok = answer.status >= 200 && answer.status < 300;
  // Only a file call's success carries a file (ApiCall's `file`), and the file is its data.
  if (ok && answer.file) {
    return { success: true, status: answer.status, data: answer.file as T, messages: [] };
  }
  if (ok) {
    const parsed = schema.safeParse(answer.body);
    if (parsed.success && parsed.data.success) return { ...parsed.data, success: true };
  }
  // A 2xx that does not fit the schema is as useless as a server error.
  return failure(ok ? 500 : answer.status, failureMessages(answer.body));
}

/**
 * The request layer of spec part 1 sections 7 and 8: a queue, the headers, token refresh on
 * 401, the not-authorised warning and the failure messages. Every call answers the spec's
 * result; nothing is thrown. Dependencies come in, so the core runs in Node against a real
 * server; `client.ts` builds the browser's instance.
 */
export function createRequestLayer(deps: RequestLayerDeps) {
  const { session, now, sleep } = deps;
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const queue = createRequestQueue(sleep);
  // Every call counts from when it is queued until it is answered (spec's load timer).
  const loadTimer = createLoadTimer();

  function send(url: string, init: RequestInit, read: 'json' | 'file' = 'json') {
    return exchange(deps.fetch, url, init, timeoutMs, read);
  }

  function endSession(): void {
    session.clearTokens();
    deps.sessionEnded();
  }

  const refresher = createRefresher({
    session,
    endSession,
    post: (path, headers, body) =>
      send(urlFor(deps.baseUrl, path, undefined), {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      }),
  });

  function sendOnce<T>(call: ApiCall<T>, tokens: ReturnType<SessionTokens['tokens']>) {
    const hasJsonBody =
      call.body !== undefined && (call.method === 'POST' || call.method === 'PUT');
    const headers = requestHeaders({
      browserId: session.browserId(),
      tokens,
      hasJsonBody,
      now: now(),
    });
    // An endpoint's own headers never replace the layer's (its token, its browser id).
    for (const [name, value] of Object.entries(call.headers ?? {})) {
      if (!headers.has(name)) headers.set(name, value);
    }
    return send(
      urlFor(deps.baseUrl, call.path, call.params),
      { method: call.method, headers, body: hasJsonBody ? JSON.stringify(call.body) : undefined },
      call.file ? 'file' : 'json',
    );
  }

  /** One call, with refresh-and-retry on 401; runs inside the queue. */
  async function perform<T>(call: ApiCall<T>): Promise<ApiResult<T>> {
    for (;;) {
      const tokens = call.anonymous ? null : session.tokens();
      const answer = await sendOnce(call, tokens);
      // Nothing to refresh: no answer, or a call made without a token.
      if (!answer || !tokens) return toResult(answer, call.schema);
      if (answer.status !== 401) {
        refresher.resetAttempts();
        if (answer.status === 403) deps.toasts.warning(NOT_AUTHORISED);
        return toResult(answer, call.schema);
      }
      const outcome = await refresher.refresh(tokens);
      if (outcome === 'refreshed') {
        await sleep(RETRY_DELAY_MS);
        continue;
      }
      if (outcome === 'unreachable') return failure(500, [SERVER_NOT_AVAILABLE]);
      if (outcome === 'exhausted') endSession();
      deps.toasts.warning(NOT_AUTHORISED);
      return failure(401, [SESSION_EXPIRED]);
    }
  }

  function request<T>(call: ApiCall<T>): Promise<ApiResult<T>> {
    const queuedSignedIn = !call.anonymous && session.tokens() !== null;
    return loadTimer.track(() =>
      queue.enqueue(() =>
        // A signed-in call whose session ended while it waited (a sign-out) is not sent: it
        // would only reach the server without its token and be refused.
        call.needsSession && queuedSignedIn && session.tokens() === null
          ? Promise.resolve(failure(401, [SESSION_EXPIRED]))
          : perform(call),
      ),
    );
  }

  return {
    /**
     * One endpoint's call, typed from its contract: `api.call(setOdometer, { body })`,
     * `api.call(myGarage, { params: { organisationConsumerId, vehicleId } })`.
     */
    call<E extends Endpoint>(
      endpoint: E,
      ...[input, options]: CallArgs<E>
    ): Promise<ApiResult<EndpointData<E>>> {
      return request({ ...callOf(endpoint, input), anonymous: options?.anonymous });
    },

    /**
     * One endpoint's call whose request `send` makes, when its turn in the queue comes: the
     * launch sign-in, which the entry sends before this layer's code has loaded (decision
     * 0048). Its answer is read as an anonymous call's is.
     */
    callSentBy<E extends Endpoint>(
      endpoint: E,
      send: () => Promise<Answer | null>,
    ): Promise<ApiResult<EndpointData<E>>> {
      const { schema } = callOf(endpoint, undefined);
      return loadTimer.track(() => queue.enqueue(async () => toResult(await send(), schema)));
    },

    /** `call` for generic wrappers (queries, mutations) that hold the input as a value. */
    callWith<E extends Endpoint>(
      endpoint: E,
      input: EndpointInput<E> | undefined,
      options?: CallOptions,
    ): Promise<ApiResult<EndpointData<E>>> {
      return request({ ...callOf(endpoint, input), anonymous: options?.anonymous });
    },

    /**
     * An endpoint that answers a file rather than a result (a booking's calendar, a PDF), with
     * the session, its refresh and the queue as every call: success carries the file as a Blob,
     * a refusal the server's messages as usual.
     */
    download<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<ApiResult<Blob>> {
      const call = callOf(endpoint, input);
      return request<Blob>({
        ...call,
        schema: call.schema as z.ZodMiniType<Result<Blob>>,
        file: true,
      });
    },

    /** POST user/login, answered with the spec's login-failure wording. */
    login(credentials: LoginRequest): Promise<LoginResult<Session>> {
      const call = callOf(loginEndpoint, { body: credentials });
      return loadTimer.track(() =>
        queue.enqueue(async () => toLoginResult(await sendOnce(call, null), call.schema)),
      );
    },

    /** Whether calls have been waiting past a load-timer tick: the loading indicator's state. */
    loading: { isLoading: loadTimer.isLoading, subscribe: loadTimer.subscribe } as LoadingState,
  };
}
