import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  currentUser as currentUserEndpoint,
  launchLogin,
  login,
  logout,
  refreshToken as refreshTokenEndpoint,
} from '@ignite/domain/contract/session';
import { SESSION_EXPIRED } from '@ignite/domain/api-messages';
import type { Config } from '../../config.ts';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../core/http-errors.ts';
import { bearerToken } from '../../plugins/authenticate.ts';
import { loadUserView } from '../users/repository.ts';
import type { AccessTokenIssuer } from './access-tokens.ts';
import { browserIdForNewSession, browserIdOf } from './browser-id.ts';
import type { createLaunchService } from './launch-service.ts';
import type { createLoginService } from './login-service.ts';
import type { SessionService } from './session-service.ts';

type Deps = {
  db: Database;
  config: Config;
  accessTokens: AccessTokenIssuer;
  sessions: SessionService;
  login: ReturnType<typeof createLoginService>;
  launch: ReturnType<typeof createLaunchService>;
};

/** A token given in both the body and a header must be the same token. */
function oneOf(fromBody: string | undefined, fromHeader: string | undefined, name: string) {
  if (fromBody && fromHeader && fromBody !== fromHeader) {
    throw badRequest(`The ${name} in the body and the header differ`);
  }
  return fromBody ?? fromHeader;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

export function registerAuthRoutes(app: FastifyInstance, deps: Deps) {
  registerEndpoint(app, login, async ({ body, request }) =>
    deps.login(body, request.ip, browserIdForNewSession(request)),
  );

  registerEndpoint(app, refreshTokenEndpoint, async ({ body, request }) => {
    const refreshToken = oneOf(
      body?.refreshToken,
      headerValue(request, 'refreshtoken'),
      'refresh token',
    );
    const accessToken = oneOf(body?.accessToken, bearerToken(request), 'access token');
    const browserId = browserIdOf(request);
    if (!refreshToken || !accessToken || !browserId) {
      throw badRequest('refreshToken, accessToken and X-BROWSER-ID are required');
    }
    const { tokens, userId } = await deps.sessions.refresh({
      refreshToken,
      accessToken,
      browserId,
    });
    const user = await loadUserView(deps.db, userId, deps.config.demoMode);
    if (!user) throw unauthorized(SESSION_EXPIRED);
    return { tokens, user };
  });

  registerEndpoint(app, logout, async ({ body, request }) => {
    const refreshToken = body?.refreshToken ?? headerValue(request, 'refreshtoken');
    const bearer = bearerToken(request);
    const sessionId = bearer ? await deps.accessTokens.sessionOf(bearer) : null;
    if (!refreshToken && !sessionId)
      throw badRequest('A refresh token or access token is required');
    await deps.sessions.end(refreshToken, sessionId ?? undefined);
    return null;
  });

  registerEndpoint(app, launchLogin, async ({ body, request }) =>
    deps.launch(body, browserIdForNewSession(request)),
  );

  registerEndpoint(app, currentUserEndpoint, async ({ user }) => user);
}
