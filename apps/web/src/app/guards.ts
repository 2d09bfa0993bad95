import { type LoaderFunctionArgs, redirect, replace } from 'react-router';
import { hasPermissions } from '../shared/permissions/has-permissions.ts';
import { paths } from '../shared/routes.ts';
import { saveReturnTo } from '../shared/session/return-to.ts';
import { getSession, hasLiveSession } from '../shared/session/session-store.ts';
import {
  hasLaunchParameters,
  signInWithLaunch,
  withoutLaunchParameters,
} from './launch-sign-in.ts';
import { notifyPermissionDenied } from './notify.ts';
import type { RouteMeta } from './route-meta.ts';

/** Spec part 1 section 8: what a user without a route's permissions is told. */
export const PERMISSION_DENIED = 'Sorry, you do not have permission to access that page';

/** The location the router shows now; null before the first page has loaded. */
export type CurrentLocation = () => { pathname: string; search: string } | null;

function withQuery(pathname: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * The guards every route passes, in a loader so a page never renders for someone who may
 * not see it: a signed launch link signs in first; then guard 1 (spec part 1 section 6,
 * authentication), the shared-vehicle redirect (spec part 2 section 2, guard 3), Login for a
 * signed-in user, guard 2 (permissions) and finally the query carried over from the page
 * being left (spec part 2 section 2).
 */
export function guardLoader(meta: RouteMeta, currentLocation: CurrentLocation) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (hasLaunchParameters(url.searchParams)) {
      const signedIn = await signInWithLaunch(url.searchParams);
      if (!signedIn) throw redirect(paths.error);
      throw redirect(withQuery(url.pathname, withoutLaunchParameters(url.searchParams)));
    }

    const session = hasLiveSession() ? getSession() : null;
    if (!session) {
      if (meta.allowAnonymous) return null;
      saveReturnTo(`${url.pathname}${url.search}`);
      throw redirect(paths.login);
    }
    if (url.pathname === paths.login) throw redirect(paths.myGarage);

    const vehicle = session.user.activeVehicle;
    if (!meta.allowAnonymous && vehicle?.isShared && vehicle.requiresWelcomeFlow) {
      throw redirect(paths.vehicleSetupIncomplete);
    }

    if (!hasPermissions(session.user.permissions, meta.permissions)) {
      notifyPermissionDenied(PERMISSION_DENIED);
      // Cancelling: stay where we were (replace, so history is unchanged); a first load
      // has nowhere to stay, so it lands on My Garage.
      const here = currentLocation();
      throw replace(here ? `${here.pathname}${here.search}` : paths.myGarage);
    }

    const previous = currentLocation();
    if (!url.search && previous?.search && previous.pathname !== url.pathname) {
      throw redirect(`${url.pathname}${previous.search}`);
    }
    return null;
  };
}
