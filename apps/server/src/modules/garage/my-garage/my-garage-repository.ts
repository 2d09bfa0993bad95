// The My Garage reads, each one prepared statement (my-garage-query.ts), prepared once per
// database when the repository is created: the garage page's hot path.
import type { Database } from '../../../db/client.ts';
import { prepareMyGarageQuery, prepareMyGarageStampQuery } from './my-garage-query.ts';

export type MyGarageRepository = ReturnType<typeof createMyGarageRepository>;

export function createMyGarageRepository(db: Database) {
  return {
    /** The garage stamp of the caller's own vehicle; null when it is not theirs. */
    readStamp: prepareMyGarageStampQuery(db),
    /** The whole model of the caller's own vehicle in one statement; null when not theirs. */
    readMyGarage: prepareMyGarageQuery(db),
  };
}
