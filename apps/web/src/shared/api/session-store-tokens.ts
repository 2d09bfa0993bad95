import {
  clearTokens,
  getBrowserId,
  getStoredTokens,
  storeRefreshedSession,
} from '@/shared/session/session-store.ts';
import type { SessionTokens } from './session-tokens.ts';

/** The browser's session as the request layer sees it: local storage, spec keys. */
export const sessionStoreTokens: SessionTokens = {
  browserId: getBrowserId,
  tokens: getStoredTokens,
  saveRefreshed: storeRefreshedSession,
  clearTokens,
};
