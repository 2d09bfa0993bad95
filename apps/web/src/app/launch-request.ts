// A launch link's sign-in request, which the entry (main.tsx) sends before any stage's code
// has loaded (decision 0048): it needs no schema. The launch stage (launch-sign-in.ts) reads
// its answer through the request layer once the schemas are there.
import { LAUNCH_LOGIN_PATH } from '@ignite/domain/launch-parameters';
import { type Answer, DEFAULT_TIMEOUT_MS, exchange, type Fetch } from '@/shared/api/exchange.ts';
import { requestHeaders } from '@/shared/api/request-headers.ts';
import { readStoredString, storageKeys } from '@/shared/session/storage.ts';
import { LAUNCH_PARAMETERS } from './launch-parameters.ts';

/** Spec part 2 section 7: "Up to 250 ms random delay first", so tabs opened at once spill. */
export const MAX_LAUNCH_DELAY_MS = 250;

export type LaunchRequestDeps = {
  /** Origin of the API; the page's own in the browser. */
  baseUrl: string;
  fetch: Fetch;
  browserId: string | null;
  now: () => Date;
  /** How long to wait first. */
  delayMs: number;
  timeoutMs?: number;
};

/**
 * Posts the launch link's parameters, as the request layer would post the launchLogin
 * endpoint's body: every parameter, an absent one as '' (the server answers its message).
 * Null: no answer came.
 */
export async function sendLaunchRequest(
  query: URLSearchParams,
  deps: LaunchRequestDeps,
): Promise<Answer | null> {
  await new Promise((resolve) => setTimeout(resolve, deps.delayMs));
  const body = Object.fromEntries(LAUNCH_PARAMETERS.map((name) => [name, query.get(name) ?? '']));
  const headers = requestHeaders({
    browserId: deps.browserId,
    tokens: null,
    hasJsonBody: true,
    now: deps.now(),
  });
  return exchange(
    deps.fetch,
    `${deps.baseUrl}${LAUNCH_LOGIN_PATH}`,
    { method: 'POST', headers, body: JSON.stringify(body) },
    deps.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  );
}

/** The page's own launch sign-in: its origin, its browser id, the spec's random delay. */
export function sendPageLaunchRequest(query: URLSearchParams): Promise<Answer | null> {
  return sendLaunchRequest(query, {
    baseUrl: window.location.origin,
    // Called through a wrapper: the browser's fetch refuses to run with another `this`.
    fetch: (input, init) => fetch(input, init),
    browserId: readStoredString(storageKeys.browserId),
    now: () => new Date(),
    delayMs: Math.random() * MAX_LAUNCH_DELAY_MS,
  });
}
