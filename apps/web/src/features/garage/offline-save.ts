import { OFFLINE_SAVE_MESSAGE } from '@ignite/domain/garage/offline-save';

/** Whether the browser knows it has no network: a save that failed then never reached us. */
export const isOffline = (): boolean => globalThis.navigator?.onLine === false;

/**
 * The words for a failed garage save: offline, that nothing was saved and to try again once
 * connected; else `serverFailure`, the words for the server having failed it.
 */
export function saveFailureMessages(serverFailure: readonly string[]): string[] {
  return isOffline() ? [OFFLINE_SAVE_MESSAGE] : [...serverFailure];
}
