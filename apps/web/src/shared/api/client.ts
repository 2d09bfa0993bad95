/**
 * The browser's request layer: one instance for the whole app, on this page's origin, with
 * the session kept in local storage and warnings shown as toasts.
 *
 *   const result = await api.call(currentUser);
 *   if (result.success) use(result.data); else show(result.messages);
 *   const signIn = await api.login({ username, password });
 *   useQuery(endpointQuery(myGarage, { params }));      // see endpoint-query.ts
 *   useApiMutation(setOdometer, { invalidates: [myGarage] });   // see use-api-mutation.ts
 *
 * The shell subscribes with `onSessionEnded(() => logout())` to leave when a refresh fails.
 */
import { toast } from '@/shared/toast/toast-store.ts';
import { createEndpointQuery } from './endpoint-query.ts';
import { createRequestLayer } from './request-layer.ts';
import { sessionStoreTokens } from './session-store-tokens.ts';

const sessionEndedListeners = new Set<() => void>();

export const api = createRequestLayer({
  baseUrl: window.location.origin,
  // Called through a wrapper: the browser's fetch refuses to run with another `this`.
  fetch: (input, init) => fetch(input, init),
  session: sessionStoreTokens,
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  toasts: toast,
  sessionEnded: () => {
    for (const listener of [...sessionEndedListeners]) listener();
  },
});

export const endpointQuery = createEndpointQuery(api);

/** Called when the request layer ends the session; answers the unsubscribe function. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}
