import type { FastifyInstance } from 'fastify';
import { health } from '@ignite/domain/contract/platform';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import { type DatabaseHandle, pingDatabase } from '../../db/client.ts';
import { HttpError } from '../../core/http-errors.ts';

export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle) {
  registerEndpoint(app, health, async () => {
    try {
      await pingDatabase(database.db);
    } catch {
      throw new HttpError(503, 'The database is not answering');
    }
    return { database: database.kind };
  });
}
