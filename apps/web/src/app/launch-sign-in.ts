import { z } from 'zod';
import { launchLogin } from '@ignite/domain/contract/session';
import { type LaunchRequest, SIGNED_LAUNCH_PARAMETERS } from '@ignite/domain/launch';
import { rememberedUserSchema } from '@ignite/domain/user';
import { api } from '@/shared/api/client.ts';
import { saveAppConfiguration } from '@/shared/settings/display-preferences.ts';
import { readStored, storageKeys } from '@/shared/session/storage.ts';
import { startSession } from '@/shared/session/session-store.ts';

const LAUNCH_PARAMETERS = [...SIGNED_LAUNCH_PARAMETERS, 'sign'] as const;
/** Spill the launches of several tabs opened at once, so they do not hit the server together. */
const MAX_LAUNCH_DELAY_MS = 250;

/** Whether the query carries a signed launch (a host app opening the web app). */
export function hasLaunchParameters(query: URLSearchParams): boolean {
  return query.has('sign') && query.has('appConsumerId');
}

/** The same query with the launch parameters taken out: they are single-use. */
export function withoutLaunchParameters(query: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(query);
  for (const name of LAUNCH_PARAMETERS) rest.delete(name);
  return rest;
}

/**
 * Signs in with the launch parameters (POST authentication/login) and stores the session as
 * a password sign-in does. The user's place in the remembered list is left as it was: a
 * launch has no Remember me box to read.
 */
export async function signInWithLaunch(query: URLSearchParams): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, Math.random() * MAX_LAUNCH_DELAY_MS));
  const body = Object.fromEntries(LAUNCH_PARAMETERS.map((name) => [name, query.get(name) ?? '']));
  // The server checks each parameter; what is missing here is answered with its message.
  const result = await api.call(launchLogin, { body: body as LaunchRequest }, { anonymous: true });
  if (!result.success) return false;
  const { user, tokens, appConfiguration } = result.data;
  const remembered = readStored(storageKeys.otherUsers, z.array(rememberedUserSchema)) ?? [];
  const isRemembered = remembered.some(
    (entry) => entry.username.toLowerCase() === user.email.toLowerCase(),
  );
  startSession({ user, tokens }, user.email, isRemembered);
  saveAppConfiguration(appConfiguration);
  return true;
}
