// Bearer tokens: `authenticate` sets the request's user (declared in core/caller.ts, where
// routes read it) from the access token, and refuses the request without one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CurrentUser } from '@ignite/domain/user';
import { unauthorized } from '../core/http-errors.ts';
import { SESSION_EXPIRED } from '../core/messages.ts';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** What checks a bearer token: the auth module's access tokens, wired in app.ts. */
export type AccessTokenVerifier = { verify(token: string): Promise<CurrentUser | null> };

export function registerAuthentication(app: FastifyInstance, accessTokens: AccessTokenVerifier) {
  app.decorateRequest('currentUser', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const user = token ? await accessTokens.verify(token) : null;
    if (!user) throw unauthorized(SESSION_EXPIRED);
    request.currentUser = user;
  });
}
