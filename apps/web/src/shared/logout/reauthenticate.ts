import { appConfiguration } from '@ignite/domain/contract/platform';
import { refreshToken } from '@ignite/domain/contract/session';
import { api } from '@/shared/api/client.ts';
import { getStoredTokens, storeRefreshedSession } from '@/shared/session/session-store.ts';
import { adoptAppConfiguration } from './adopt-app-configuration.ts';

/**
 * After the server changes who the user is (a new home dealership, a welcome flow completed)
 * the session is renewed as a sign-in would be: fresh tokens with the user as the server now
 * sees them (their vehicle's app and its name), then the app configuration (its theme and
 * switches). True when both arrived and the app is valid (one that is not ends the session).
 */
export async function reauthenticate(): Promise<boolean> {
  const tokens = getStoredTokens();
  if (!tokens) return false;
  const renewed = await api.call(
    refreshToken,
    { body: { refreshToken: tokens.refreshToken, accessToken: tokens.accessToken } },
    { anonymous: true },
  );
  if (!renewed.success) return false;
  storeRefreshedSession(renewed.data.tokens, renewed.data.user);
  const configuration = await api.call(appConfiguration);
  if (!configuration.success) return false;
  return adoptAppConfiguration(configuration.data);
}
