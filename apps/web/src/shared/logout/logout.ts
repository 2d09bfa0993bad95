import { logout as logoutEndpoint } from '@ignite/domain/contract/session';
import { api } from '@/shared/api/client.ts';
import { paths } from '@/shared/routes.ts';
import { ScreenState, setScreenStateNow } from '@/shared/screen-state/screen-state.ts';
import { stopSessionTimer } from '@/shared/session-timer/session-timer.ts';
import { saveReturnTo } from '@/shared/session/return-to.ts';
import { endSession, getSession } from '@/shared/session/session-store.ts';
import { clearToasts, toast } from '@/shared/toast/toast-store.ts';

type Navigate = (to: string) => void;

// The router lives in the app shell, which registers it at start-up; logout is also
// called from outside React (the session timer, the request layer).
let navigate: Navigate = (to) => window.location.assign(to);

export function registerLogoutNavigation(fn: Navigate): void {
  navigate = fn;
}

/**
 * Ends the session on this device, going nowhere: the screen goes NotReady; the session
 * timer, toasts and the stored user and tokens are cleared. The server is told too, but a
 * server that cannot be reached must not keep anyone signed in on this device, so nothing
 * here waits for it.
 */
export function endSessionHere(): void {
  const session = getSession();
  setScreenStateNow(ScreenState.NotReady);
  stopSessionTimer();
  clearToasts();
  if (session) {
    void api.call(logoutEndpoint, { body: { refreshToken: session.tokens.refreshToken } });
  }
  endSession();
}

/**
 * Spec part 1 section 4, Logout: the session ends (endSessionHere); the current location
 * becomes the return target and the app goes to /login. A logout that carries a message goes
 * to Home instead.
 */
export function logout(options: { message?: string } = {}): void {
  const { pathname, search } = window.location;
  if (pathname !== paths.login) saveReturnTo(`${pathname}${search}`);
  endSessionHere();
  navigate(options.message ? paths.home : paths.login);
  if (options.message) toast.info(options.message);
}
