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
    // No policy of its own: the docs' page and assets get the app's page policy and the
    // document at /json and /yaml the API's (security-headers.ts). Swagger UI's own policy
    // was set on all its routes, the document included.
  });
  app.get(LICENCE_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/markdown; charset=utf-8').send(LICENCE),
  );
}
