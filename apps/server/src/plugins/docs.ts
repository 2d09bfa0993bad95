import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type DocumentSettings, documentInfo, LICENCE_PATH } from './api-docs/document-info.ts';
import { finishDocument } from './api-docs/finish-document.ts';

const LICENCE = readFileSync(new URL('../../../../LICENCE.md', import.meta.url), 'utf8');

/**
 * The OpenAPI document, generated from the endpoint contracts' zod schemas (decision 0041),
 * with its UI at /api/docs, the document at /api/docs/json and the licence it names.
 */
export async function registerApiDocs(app: FastifyInstance, settings: DocumentSettings) {
  await app.register(swagger, {
    openapi: documentInfo(settings),
    transform: jsonSchemaTransform,
    transformObject: (made) =>
      'openapiObject' in made ? finishDocument(made.openapiObject) : made.swaggerObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles; its own policy would block them.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });
  app.get(LICENCE_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/markdown; charset=utf-8').send(LICENCE),
  );
}
