import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResultSchema, resultSchema } from '@ignite/domain/result';
import { type DatabaseHandle, pingDatabase } from '../../db/client.ts';
import { HttpError } from '../../http-errors.ts';
import { ok } from '../../result.ts';

export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', {
    schema: {
      tags: ['health'],
      response: {
        200: resultSchema(z.object({ database: z.enum(['pglite', 'postgres']) })),
        503: errorResultSchema,
      },
    },
    handler: async () => {
      try {
        await pingDatabase(database.db);
      } catch {
        throw new HttpError(503, 'The database is not answering');
      }
      return ok({ database: database.kind });
    },
  });
}
