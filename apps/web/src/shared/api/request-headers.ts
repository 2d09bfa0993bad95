import type { Tokens } from '@ignite/domain/session';

type HeaderInput = {
  browserId: string | null;
  /** The tokens of an authenticated request; null for an anonymous one. */
  tokens: Tokens | null;
  hasJsonBody: boolean;
  now: Date;
};

/**
 * Spec part 1 section 7: every request sends X-BROWSER-ID when known; an authenticated one
 * sends the bearer access token, plus the refresh token once the access token has expired
 * while the refresh token is still valid.
 */
export function requestHeaders({ browserId, tokens, hasJsonBody, now }: HeaderInput): Headers {
  const headers = new Headers({ accept: 'application/json' });
  if (hasJsonBody) headers.set('content-type', 'application/json');
  if (browserId) headers.set('x-browser-id', browserId);
  if (tokens) {
    headers.set('authorization', `Bearer ${tokens.accessToken}`);
    const nowMs = now.getTime();
    if (
      Date.parse(tokens.accessTokenExpires) <= nowMs &&
      Date.parse(tokens.refreshTokenExpires) > nowMs
    ) {
      headers.set('refreshtoken', tokens.refreshToken);
    }
  }
  return headers;
}
