// A stage of the start (main.tsx, decision 0046), evaluated before the router's: it reads the
// answer to the launch sign-in the entry sent (decision 0048) and starts the session, while
// the router is built and the page's code downloads.
import { z } from 'zod/mini';
import { launchLogin } from '@ignite/domain/contract/launch';
import { rememberedUserSchema } from '@ignite/domain/user';
import { api } from '@/shared/api/client.ts';
import { adoptAppConfiguration } from '@/shared/logout/adopt-app-configuration.ts';
import { paths } from '@/shared/routes.ts';
import { readStored, storageKeys } from '@/shared/session/storage.ts';
import { sessionGeneration, startSession } from '@/shared/session/session-store.ts';
import { saveLaunchPosition } from '@/shared/location/launch-position.ts';
import type { Answer } from '@/shared/api/exchange.ts';
import { sendPageLaunchRequest } from './launch-request.ts';

/** The sign-in main.tsx started for this page's own launch link, until the guard takes it. */
let early: { query: string; signedIn: Promise<boolean> } | null = null;

/** The session whose launch sign-in brought (and adopted) its app configuration. */
let configuredByLaunch: number | null = null;

/**
 * Whether the current session's app configuration came with its launch sign-in, so the shell
 * need not ask for it. A later sign-in or sign-out in this page makes it false again.
 */
export function configurationCameWithLaunch(): boolean {
  return configuredByLaunch === sessionGeneration();
}

/**
 * Takes up the sign-in of the launch link this page was opened with, which main.tsx sent
 * before any stage loaded (`sent`, decision 0048), before the router is built and the first
 * page renders: on a slow phone those take a few hundred ms that the sign-in's round trip
 * overlaps (decision 0027).
 */
export function startLaunchSignIn(query: URLSearchParams, sent: Promise<Answer | null>): void {
  early = { query: query.toString(), signedIn: signInWithLaunchNow(query, () => sent) };
}

/**
 * Signs in with the launch parameters (POST authentication/login) and stores the session as
 * a password sign-in does; the sign-in main.tsx started for the same parameters is taken over
 * rather than sent again (its nonce is good for one sign-in). The user's place in the
 * remembered list is left as it was: a launch has no Remember me box to read.
 */
export function signInWithLaunch(query: URLSearchParams): Promise<boolean> {
  const started = early;
  early = null;
  if (started && started.query === query.toString()) return started.signedIn;
  return signInWithLaunchNow(query, () => sendPageLaunchRequest(query));
}

async function signInWithLaunchNow(
  query: URLSearchParams,
  send: () => Promise<Answer | null>,
): Promise<boolean> {
  // A launch into My Garage goes on to the landing order once signed in (guards.ts): fetch
  // its code alongside the sign-in rather than after it, a round trip less (decision 0018).
  if (window.location.pathname === paths.myGarage) void import('./landing.ts');
  const result = await api.callSentBy(launchLogin, send);
  if (!result.success) return false;
  const { user, tokens, appConfiguration } = result.data;
  const remembered = readStored(storageKeys.otherUsers, z.array(rememberedUserSchema)) ?? [];
  const isRemembered = remembered.some(
    (entry) => entry.username.toLowerCase() === user.email.toLowerCase(),
  );
  startSession({ user, tokens }, user.email, isRemembered);
  saveLaunchPosition(query);
  // An app that is not valid signs the person straight out again (the guard shows the
  // failure page): a host app may still hold links into a dealership's app switched off.
  if (!adoptAppConfiguration(appConfiguration)) return false;
  configuredByLaunch = sessionGeneration();
  return true;
}
