import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './core/clock.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerAppConfigurationRoutes } from './modules/app-configurations/routes.ts';
import { createAccessTokens } from './modules/auth/access-tokens.ts';
import { createLaunchService } from './modules/auth/launch-service.ts';
import { createLoginService } from './modules/auth/login-service.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';
import { createSessionService } from './modules/auth/session-service.ts';
import { registerDemoRoutes } from './modules/demo/routes.ts';
import { registerGarageRoutes } from './modules/garage/routes.ts';
import { registerHealthRoutes } from './modules/health/routes.ts';
import { registerVehicleRoutes } from './modules/garage/vehicle/vehicle-routes.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { registerApiDocs } from './plugins/docs.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { lazyChildLoggerFactory } from './plugins/lazy-request-logger.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { zodResponseSerializer } from './plugins/serializer.ts';
import { recordRoutes } from './plugins/route-table.ts';
import { registerWebApp } from './plugins/web-app.ts';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  signingKey: string;
  clock?: Clock;
};

const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type IgniteApp = Awaited<ReturnType<typeof buildApp>>;

export async function buildApp({ config, database, signingKey, clock = systemClock }: AppDeps) {
  const app: FastifyInstance = Fastify({
    logger: { level: config.logLevel },
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // Keep a caller's request id (a load balancer's, say) when it is sane; otherwise make one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  const routeTable = recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(zodResponseSerializer);

  registerSecurityHeaders(app);
  registerErrorHandler(app);
  await registerApiDocs(app);

  const { db } = database;
  const accessTokens = createAccessTokens(signingKey, config.accessTokenTtlSeconds, clock);
  registerAuthentication(app, accessTokens);
  const sessions = createSessionService({ db, config, clock, accessTokens, signingKey });
  const login = createLoginService({ db, config, clock, sessions });
  const launch = createLaunchService({ db, config, clock, sessions });

  registerHealthRoutes(app, database);
  registerAuthRoutes(app, { db, config, accessTokens, sessions, login, launch });
  registerVehicleRoutes(app, db, clock);
  registerGarageRoutes(app, db, clock);
  registerAppConfigurationRoutes(app, db);
  if (config.demoMode) registerDemoRoutes(app, db, clock);
  await registerWebApp(app, config.webDistDir);
  return Object.assign(app, { routeTable });
}
