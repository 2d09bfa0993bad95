import { z } from 'zod/mini';
import { readStored, removeStored, storageKeys, writeStored } from './storage.ts';

// Only same-origin paths: a stored "//host" or "https://..." would turn sign-in into an
// open redirect.
const internalPath = z.string().check(z.regex(/^\/(?!\/)/));

/** Spec part 1 section 4: the attempted path is remembered and used after login. */
export function saveReturnTo(path: string): void {
  if (internalPath.safeParse(path).success) writeStored(storageKeys.returnTo, path);
}

/** The saved return target, consumed once; null when there is none. */
export function takeReturnTo(): string | null {
  const path = readStored(storageKeys.returnTo, internalPath);
  removeStored(storageKeys.returnTo);
  return path;
}
