import { z } from 'zod';

/**
 * An id sent by a client: a UUID in any letter case, read in lower case, so that an owner's
 * own id written in capitals is still theirs (ids are compared as strings in access checks).
 */
export const idField = (message: string) =>
  z.uuid({ error: message }).transform((id) => id.toLowerCase());
