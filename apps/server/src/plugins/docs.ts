import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, with its UI at /api/docs. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ignite API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // A health monitor's own key (decision 0022), sent as a bearer token.
          deviceKey: { type: 'http', scheme: 'bearer', bearerFormat: 'hmk_<device id>_<secret>' },
          // The cashback provider's feed: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">.
          feedSignature: { type: 'apiKey', in: 'header', name: 'Ignite-Signature' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles; its own policy would block them.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });
}
