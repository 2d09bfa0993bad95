import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect, replace } from 'react-router';
import { launchNamesSession } from '@ignite/domain/launch/launch-api';
import { SHELL_MESSAGES } from '@ignite/domain/shell-messages';
import { hasPermissions } from '@/shared/permissions/has-permissions.ts';
import { paths } from '@/shared/routes.ts';
import type { RouteMeta } from '@/shared/routing/page-route.ts';
import { saveReturnTo } from '@/shared/session/return-to.ts';
import { takeLandingPending } from '@/shared/session/landing-pending.ts';
import { getSession, hasLiveSession } from '@/shared/session/session-store.ts';
import { hasLaunchParameters, withoutLaunchParameters } from './launch-parameters.ts';
import { signInWithLaunch } from './launch-sign-in.ts';
import { notifyPermissionDenied } from './notify.ts';

/** Spec part 1 section 8: what a user without a route's permissions is told. */
export const PERMISSION_DENIED = SHELL_MESSAGES.permissionDenied;

/** The location the router shows now; null before the first page has loaded. */
export type CurrentLocation = () => { pathname: string; search: string } | null;

export type GuardContext = { currentLocation: CurrentLocation; queryClient: QueryClient };

function withQuery(pathname: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** A launch that could not sign in, naming the session this device holds (domain rule). */
function launchOpensHeldSession(query: URLSearchParams): boolean {
  const session = hasLiveSession() ? getSession() : null;
  const launch = {
    appConsumerId: query.get('appConsumerId'),
    appVehicleId: query.get('appVehicleId'),
  };
  return session !== null && launchNamesSession(launch, session.user);
}

/**
 * The guards every route passes, in a loader so a page never renders for someone who may
 * not see it: a signed launch link signs in first; then guard 1 (spec part 1 section 6,
 * authentication), Login for a signed-in user, the welcome-flow and shared-vehicle redirects
 * (spec part 2 section 2, guards 2 and 3), guard 2 (permissions), the landing redirect order
 * right after a sign-in, and finally the query carried over from the page being left.
 */
export function guardLoader(meta: RouteMeta, { currentLocation, queryClient }: GuardContext) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (hasLaunchParameters(url.searchParams)) {
      const signedIn = await signInWithLaunch(url.searchParams);
      // The sign-in's answer was read and stored in this task; the first page is drawn in the
      // next one, so a slow phone can answer a tap in between (Lighthouse's blocking time).
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (!signedIn && !launchOpensHeldSession(url.searchParams)) throw redirect(paths.error);
      throw redirect(withQuery(url.pathname, withoutLaunchParameters(url.searchParams)));
    }

    const session = hasLiveSession() ? getSession() : null;
    if (!session) {
      if (meta.allowAnonymous) return null;
      saveReturnTo(`${url.pathname}${url.search}`);
      throw redirect(paths.login);
    }
    if (url.pathname === paths.login) throw redirect(paths.myGarage);
    if (meta.blockedInDealerMode && session.user.isDealerMode) {
      throw redirect(paths.dealerModeUnauthorized);
    }
    if (meta.dealerModeOnly && !session.user.isDealerMode) throw redirect(paths.myGarage);
    if (meta.dealerModePath && session.user.isDealerMode) throw redirect(meta.dealerModePath);

    const vehicle = session.user.activeVehicle;
    if (!meta.allowAnonymous && !meta.openDuringWelcomeFlow && vehicle?.requiresWelcomeFlow) {
      throw redirect(vehicle.isShared ? paths.vehicleSetupIncomplete : paths.welcomeFlow);
    }

    if (!hasPermissions(session.user.permissions, meta.permissions)) {
      notifyPermissionDenied(PERMISSION_DENIED);
      // Cancelling: stay where we were (replace, so history is unchanged); a first load
      // has nowhere to stay, so it lands on My Garage.
      const here = currentLocation();
      throw replace(here ? `${here.pathname}${here.search}` : paths.myGarage);
    }

    // The first page after a sign-in: My Garage (the default target) may hand over to the
    // landing order; a saved return target is honoured as is.
    if (takeLandingPending()) {
      // A new session: nothing cached for an earlier user may show. (Clearing at logout
      // instead would make the still-mounted shell refetch without a session.)
      queryClient.clear();
      if (url.pathname === paths.myGarage) {
        // Loaded on demand: it reads the garage model, whose schemas /login need not download.
        const { landingPath } = await import('./landing.ts');
        const target = await landingPath(session.user, queryClient);
        if (target) throw redirect(withQuery(target, url.searchParams));
      }
    }

    const previous = currentLocation();
    if (!url.search && previous?.search && previous.pathname !== url.pathname) {
      throw redirect(`${url.pathname}${previous.search}`);
    }
    return null;
  };
}
