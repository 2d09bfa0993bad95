import { createHmac } from 'node:crypto';

/**
 * The child of a refresh token is derived from it with the server's key. Several tabs that
 * refresh with the same token at once can then all be handed the same child, although the
 * database only keeps hashes; without the key the child cannot be computed.
 */
export function childRefreshToken(signingKey: string, parent: string): string {
  return createHmac('sha256', signingKey).update(`refresh-child:${parent}`).digest('base64url');
}
