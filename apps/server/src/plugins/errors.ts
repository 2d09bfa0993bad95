import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { HttpError } from '../core/http-errors.ts';
import { failure } from '../core/result.ts';

/**
 * The one error handler: every failure answers the spec's result shape. Client errors say
 * what was wrong; a 5xx is logged in full and tells the client nothing about internals.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const messages = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const message = issue.message ?? 'Invalid request';
        // 'vehicleId must be a UUID' names its field already: no 'vehicleId: ' before it.
        const named = field && message.startsWith(field.split('.').at(-1) ?? field);
        return field && !named ? `${field}: ${message}` : message;
      });
      return reply.code(400).send(failure(400, messages));
    }
    const status = error.statusCode ?? 500;
    // Our own HttpErrors carry messages written for the client, whatever their status.
    if (error instanceof HttpError || (status >= 400 && status < 500)) {
      // A 429 always says when to try again; a 503 when it knows (a limit refusing while
      // Redis is down, decision 0035).
      const retryAfter = error instanceof HttpError ? error.retryAfterSeconds : undefined;
      if (status === 429 || retryAfter !== undefined) {
        reply.header('retry-after', String(retryAfter ?? 60));
      }
      return reply.code(status).send(failure(status, [error.message]));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(500, [GENERIC_ERROR_MESSAGE]));
  });
}
