import type { FastifyInstance, FastifyRequest } from 'fastify';
import { launchLogin, welcomeLinkLogin } from '@ignite/domain/contract/launch';
import {
  currentUser as currentUserEndpoint,
  login,
  logout,
  refreshToken as refreshTokenEndpoint,
} from '@ignite/domain/contract/session';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import { badRequest } from '../../core/http-errors.ts';
import { bearerToken } from '../../plugins/authenticate.ts';
import type { AccessTokenIssuer } from './access-tokens.ts';
import { browserIdForNewSession, browserIdOf } from './browser-id.ts';
import type { LaunchService } from './launch/launch-service.ts';
import type { LoginService } from './login/login-service.ts';
import type { SessionService } from './sessions/session-service.ts';

export type AuthServices = {
  accessTokens: AccessTokenIssuer;
  sessions: SessionService;
  login: LoginService;
  launch: LaunchService;
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

export function registerAuthRoutes(app: FastifyInstance, services: AuthServices) {
  registerEndpoint(app, login, async ({ body, request }) =>
    services.login.login(body, request.ip, browserIdForNewSession(request)),
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
    return services.sessions.refresh({ refreshToken, accessToken, browserId });
  });

  registerEndpoint(app, logout, async ({ body, request }) => {
    const refreshToken = body?.refreshToken ?? headerValue(request, 'refreshtoken');
    const bearer = bearerToken(request);
    const sessionId = bearer ? await services.accessTokens.sessionOf(bearer) : null;
    if (!refreshToken && !sessionId)
      throw badRequest('A refresh token or access token is required');
    await services.sessions.end(refreshToken, sessionId ?? undefined);
    return null;
  });

  registerEndpoint(app, launchLogin, async ({ body, request }) =>
    services.launch.launch(body, browserIdForNewSession(request)),
  );

  registerEndpoint(app, welcomeLinkLogin, async ({ body, request }) =>
    services.launch.welcomeLink(body.token, browserIdForNewSession(request)),
  );

  registerEndpoint(app, currentUserEndpoint, async ({ user }) => user);
}
