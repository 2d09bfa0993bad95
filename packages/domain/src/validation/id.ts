import { z } from 'zod/mini';

/**
 * An id sent by a client: a UUID in any letter case, read in lower case, so that an owner's
 * own id written in capitals is still theirs (ids are compared as strings in access checks).
 */
export const idField = (message: string) =>
  z.pipe(
    z.uuid({ error: message }),
    z.transform((id: string) => id.toLowerCase()),
  );
