import { HttpError } from '../../core/http-errors.ts';
import { type DatabaseHandle, pingDatabase } from '../../db/client.ts';

export type HealthService = ReturnType<typeof createHealthService>;

export function createHealthService({ database }: { database: DatabaseHandle }) {
  return {
    /** Which database answers; 503 when it does not. */
    async check() {
      try {
        await pingDatabase(database.db);
      } catch {
        throw new HttpError(503, 'The database is not answering');
      }
      return { database: database.kind };
    },
  };
}
