import { refreshToken as refreshEndpoint } from '@ignite/domain/contract/session';
import type { Tokens } from '@ignite/domain/session';
import type { Answer } from './exchange.ts';
import type { SessionTokens } from './session-tokens.ts';

/** Spec part 1 section 9: token refresh retry limit. */
export const REFRESH_LIMIT = 3;

/**
 * refreshed: retry with the stored tokens. rejected: the server refused (tokens cleared).
 * exhausted: REFRESH_LIMIT refreshes in a row did not help. unreachable: no answer at all.
 */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'exhausted' | 'unreachable';

type Deps = {
  session: SessionTokens;
  /** Sends POST /api/user/refresh-token with these headers and JSON body. */
  post(path: string, headers: Headers, body: unknown): Promise<Answer | null>;
  /** Ends the session locally: tokens cleared, the app told. */
  endSession(): void;
};

/**
 * Token refresh for requests that got a 401. Only one refresh is ever in flight: it runs
 * inside the queued request that needs it, and the queue starts nothing else until that
 * request is done, so every waiting request goes out afterwards with the new tokens. (Two
 * refreshes with one token would present a rotated token, which can end the session.)
 */
export function createRefresher({ session, post, endSession }: Deps) {
  let attemptsInARow = 0;

  async function attempt(tokens: Tokens): Promise<RefreshOutcome> {
    attemptsInARow += 1;
    const headers = new Headers({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: `Bearer ${tokens.accessToken}`,
      refreshtoken: tokens.refreshToken,
    });
    const browserId = session.browserId() ?? tokens.browserId;
    headers.set('x-browser-id', browserId);
    const body = { refreshToken: tokens.refreshToken, accessToken: tokens.accessToken };
    const answer = await post(refreshEndpoint.path, headers, body);
    if (!answer) return 'unreachable';
    const parsed = refreshEndpoint.response.safeParse(answer.body);
    if (answer.status === 200 && parsed.success && parsed.data.success) {
      session.saveRefreshed(parsed.data.data.tokens, parsed.data.data.user);
      return 'refreshed';
    }
    endSession();
    return 'rejected';
  }

  /** A refresh on behalf of a request that was sent with `used` and answered 401. */
  async function refresh(used: Tokens): Promise<RefreshOutcome> {
    const current = session.tokens();
    if (!current) return 'rejected';
    // Another tab refreshed while this request was out: retry with its tokens, since
    // refreshing again with the rotated token would look like reuse to the server.
    if (current.accessToken !== used.accessToken) return 'refreshed';
    if (attemptsInARow >= REFRESH_LIMIT) return 'exhausted';
    return attempt(current);
  }

  /** An authenticated request was answered with anything but 401: a new count begins. */
  function resetAttempts(): void {
    attemptsInARow = 0;
  }

  return { refresh, resetAttempts };
}
