import { appByOriginatorCode, changeApp } from '@ignite/domain/contract/care-plan';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { useApiRead } from '@/shared/api/use-api-read.ts';

/** GET the dealership app a reward code belongs to, asked when the owner submits the code. */
export function useAppByOriginatorCode() {
  return useApiRead(appByOriginatorCode);
}

/**
 * POST the owner's new home dealership. It changes who the user is, so it names no query: the
 * page renews the session first, then invalidates everything read under the old dealership
 * (invalidated now, the garage would be read again under the old session).
 */
export function useChangeApp() {
  return useApiMutation(changeApp, { invalidates: [] });
}
