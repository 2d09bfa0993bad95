import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CurrentUser } from '@ignite/domain/user';
import { unauthorized } from '../core/http-errors.ts';
import { SESSION_EXPIRED } from '../core/messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook for protected routes: identity comes only from the access token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

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

/** The signed-in user of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized(SESSION_EXPIRED);
  return request.currentUser;
}
