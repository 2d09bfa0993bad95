import { z } from 'zod/mini';

/** The server answers 400 for an id that is not a UUID; no call is needed to know that. */
export function isOfferId(value: string | undefined): value is string {
  return z.uuid().safeParse(value).success;
}
