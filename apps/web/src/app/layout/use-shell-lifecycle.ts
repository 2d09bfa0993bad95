import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { appConfiguration } from '@ignite/domain/contract/platform';
import { endpointQuery, onSessionEnded } from '@/shared/api/client.ts';
import { recordVisit } from '@/shared/history/breadcrumbs.ts';
import { adoptAppConfiguration } from '@/shared/logout/adopt-app-configuration.ts';
import { logout } from '@/shared/logout/logout.ts';
import { ScreenState, setScreenStateNow } from '@/shared/screen-state/screen-state.ts';
import { startSessionTimer, stopSessionTimer } from '@/shared/session-timer/session-timer.ts';
import { getSession } from '@/shared/session/session-store.ts';
import { configurationCameWithLaunch } from '../launch-sign-in.ts';

/**
 * What the signed-in shell does while it is mounted (spec part 1 section 4): the screen
 * is Ready at once (a welcome flow is never needed at this level), the session timer runs, the
 * app configuration is fetched to pick the theme, and every visit becomes a breadcrumb.
 */
/**
 * The shell mounts with its page already loaded, so it is Ready from its first render: the
 * spec's timed waits are for changes of state once shown, and must not hide (or fade in) a
 * page that is ready. Call before reading the screen state.
 */
export function useReadyOnMount(): void {
  // Once, while rendering: an effect would let the header paint hidden and fade in.
  useState(() => setScreenStateNow(ScreenState.Ready));
}

export function useShellLifecycle(): void {
  const location = useLocation();

  useEffect(() => {
    startSessionTimer(
      () => getSession()?.tokens ?? null,
      () => logout(),
    );
    // The request layer ends the session when a token refresh fails for good.
    const unsubscribe = onSessionEnded(() => logout());
    return () => {
      stopSessionTimer();
      unsubscribe();
    };
  }, []);

  // Read once: this shell lives within one session, and a sign-out must not turn the query on.
  const [configuredByLaunch] = useState(configurationCameWithLaunch);
  const configuration = useQuery({
    ...endpointQuery(appConfiguration),
    staleTime: Infinity,
    // A launch's sign-in answer carried the configuration, adopted then: asking again would
    // queue a request between the sign-in and the page's own data (the queue sends one at a
    // time, spec part 1 section 7).
    enabled: !configuredByLaunch,
  });
  useEffect(() => {
    // A password sign-in learns its app here; one that is not valid ends the session.
    if (configuration.data && !adoptAppConfiguration(configuration.data)) logout();
  }, [configuration.data]);

  useEffect(() => {
    recordVisit(location.pathname, location.search);
  }, [location.pathname, location.search]);
}
