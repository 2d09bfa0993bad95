import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { validatorCompiler } from './plugins/validator.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors.ts';
import { registerApiCompression } from './plugins/compress-api.ts';
import { type Clock, systemClock } from './core/clock.ts';
import type { Config } from './config/config.ts';
import type { Secrets } from './config/secrets.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createModules } from './modules/index.ts';
import { TELEMETRY_LIMITS } from '@ignite/domain/health-monitor/telemetry-api';
import { registerAuthentication } from './plugins/authenticate.ts';
import { registerDeviceAuthentication } from './plugins/authenticate-device.ts';
import { registerApiDocs } from './plugins/docs.ts';
import { openRedis, registerRequestLimits } from './plugins/request-limits.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { lazyChildLoggerFactory } from './plugins/lazy-request-logger.ts';
import { logSafeError } from './plugins/log-safe-error.ts';
import { logSafeRequest } from './plugins/log-safe-request.ts';
import { registerSecurityHeaders, tileImageSources } from './plugins/security-headers.ts';
import { zodResponseSerializer } from './plugins/serializer.ts';
import { recordRoutes } from './plugins/route-table.ts';
import { registerWebApp } from './plugins/web-app.ts';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  secrets: Secrets;
  clock?: Clock;
};

// zod's default messages in English: classic zod loaded them by itself, zod/mini does not.
z.config(z.locales.en());

const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type IgniteApp = Awaited<ReturnType<typeof buildApp>>;

export async function buildApp({ config, database, secrets, clock = systemClock }: AppDeps) {
  const app: FastifyInstance = Fastify({
    // Errors are logged without the values a query was given (log-safe-error.ts), requests
    // without a location link's token (log-safe-request.ts); request bodies are never logged.
    logger: {
      level: config.logLevel,
      serializers: { err: (error: Error) => logSafeError(error), req: logSafeRequest },
    },
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // A request whose headers or body stop arriving is answered 408 and its socket freed,
    // rather than held open for ever (Fastify's default has no request timeout).
    requestTimeout: config.requestTimeoutSeconds * 1000,
    http: {
      headersTimeout: config.requestTimeoutSeconds * 1000,
      connectionsCheckingInterval: 1000,
    },
    clientErrorHandler,
    frameworkErrors,
    // Keep a caller's request id (a load balancer's, say) when it is sane; otherwise make one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  const routeTable = recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(zodResponseSerializer);

  registerSecurityHeaders(app, { imageSources: tileImageSources(config.mapTiles.tileUrl) });
  registerApiCompression(app);
  registerErrorHandler(app);
  await registerApiDocs(app, { contactEmail: config.apiContactEmail });

  const modules = createModules({ config, database, secrets, clock });
  registerAuthentication(app, modules.bearerTokens);
  // Only where a route asks for one: shared through Redis when REDIS_URL is set, otherwise
  // counted by each instance (decision 0035).
  await registerRequestLimits(app, {
    redis: config.redisUrl ? openRedis(config.redisUrl, app.log) : null,
    keyPrefix: config.redisKeyPrefix,
  });
  registerDeviceAuthentication(app, modules.deviceKeys, TELEMETRY_LIMITS.postsPerMinute);
  modules.registerRoutes(app);
  await registerWebApp(app, config.webDistDir);
  return Object.assign(app, { routeTable });
}
