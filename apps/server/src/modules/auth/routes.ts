import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResultSchema, resultSchema } from '@ignite/domain/result';
import { launchRequestSchema, launchResultSchema } from '@ignite/domain/launch';
import {
  loginRequestSchema,
  loginResultSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  refreshResultSchema,
} from '@ignite/domain/session';
import { currentUserSchema } from '@ignite/domain/user';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, unauthorized } from '../../http-errors.ts';
import { bearerToken, currentUser } from '../../plugins/authenticate.ts';
import { ok } from '../../result.ts';
import { loadUserView } from '../users/repository.ts';
import type { AccessTokenIssuer } from './access-tokens.ts';
import { browserIdForNewSession, browserIdOf } from './browser-id.ts';
import type { createLaunchService } from './launch-service.ts';
import type { createLoginService } from './login-service.ts';
import { SESSION_EXPIRED, type SessionService } from './session-service.ts';

type Deps = {
  db: Database;
  config: Config;
  accessTokens: AccessTokenIssuer;
  sessions: SessionService;
  login: ReturnType<typeof createLoginService>;
  launch: ReturnType<typeof createLaunchService>;
};

const failures = { 400: errorResultSchema, 401: errorResultSchema, 429: errorResultSchema };
const refreshHeaders = z.looseObject({
  authorization: z.string().optional().describe('Bearer access token'),
  refreshtoken: z.string().optional().describe('The refresh token'),
  'x-browser-id': z.string().optional(),
});

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
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/user/login', {
    schema: {
      tags: ['session'],
      body: loginRequestSchema,
      response: { 200: loginResultSchema, ...failures },
    },
    handler: async (request) =>
      ok(await deps.login(request.body, request.ip, browserIdForNewSession(request))),
  });

  r.post('/api/user/refresh-token', {
    schema: {
      tags: ['session'],
      body: refreshRequestSchema.nullish(),
      headers: refreshHeaders,
      response: { 200: refreshResultSchema, ...failures },
    },
    handler: async (request) => {
      const refreshToken = oneOf(
        request.body?.refreshToken,
        headerValue(request, 'refreshtoken'),
        'refresh token',
      );
      const accessToken = oneOf(request.body?.accessToken, bearerToken(request), 'access token');
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
      return ok({ tokens, user });
    },
  });

  r.post('/api/user/logout', {
    schema: {
      tags: ['session'],
      body: logoutRequestSchema.nullish(),
      response: { 200: resultSchema(z.null()), ...failures },
    },
    handler: async (request) => {
      const refreshToken = request.body?.refreshToken ?? headerValue(request, 'refreshtoken');
      const bearer = bearerToken(request);
      const sessionId = bearer ? await deps.accessTokens.sessionOf(bearer) : null;
      if (!refreshToken && !sessionId)
        throw badRequest('A refresh token or access token is required');
      await deps.sessions.end(refreshToken, sessionId ?? undefined);
      return ok(null);
    },
  });

  r.post('/api/authentication/login', {
    schema: {
      tags: ['session'],
      body: launchRequestSchema,
      response: { 200: launchResultSchema, ...failures },
    },
    handler: async (request) =>
      ok(await deps.launch(request.body, browserIdForNewSession(request))),
  });

  r.get('/api/user/current', {
    schema: {
      tags: ['session'],
      security: [{ bearer: [] }],
      response: { 200: resultSchema(currentUserSchema), 401: errorResultSchema },
    },
    onRequest: app.authenticate,
    handler: async (request) => ok(currentUser(request)),
  });
}
