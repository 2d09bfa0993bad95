import { z } from 'zod/mini';
import { paths, rootPaths } from '@/shared/routes.ts';
import { readStored, storageKeys, writeStored } from '@/shared/session/storage.ts';

/**
 * Spec part 1 section 2 and part 2 section 2, navigation history: breadcrumbs (path with
 * query) in local storage under `history`. The login path is never recorded; the root
 * paths start a fresh trail.
 */
const STORAGE_KEY = storageKeys.history;
const crumbsSchema = z.array(z.string());

export function readBreadcrumbs(): string[] {
  return readStored(STORAGE_KEY, crumbsSchema) ?? [];
}

export function clearBreadcrumbs(): void {
  writeStored(STORAGE_KEY, []);
}

/** Records a visit; returning to the crumb before the last one counts as going back. */
export function recordVisit(pathname: string, search: string): void {
  if (pathname === paths.login) return;
  const location = `${pathname}${search}`;
  if (rootPaths.includes(pathname)) {
    writeStored(STORAGE_KEY, [location]);
    return;
  }
  const crumbs = readBreadcrumbs();
  if (crumbs.at(-1) === location) return;
  if (crumbs.at(-2) === location) {
    writeStored(STORAGE_KEY, crumbs.slice(0, -1));
    return;
  }
  writeStored(STORAGE_KEY, [...crumbs, location]);
}

/**
 * Where Back goes: the previous breadcrumb; with none, one step back in the browser
 * history ('history'); with no history at all, My Garage.
 */
export function backTarget(canGoBackInBrowser: boolean): string | 'history' {
  const crumbs = readBreadcrumbs();
  const previous = crumbs.at(-2);
  if (previous !== undefined) return previous;
  return canGoBackInBrowser ? 'history' : paths.myGarage;
}
