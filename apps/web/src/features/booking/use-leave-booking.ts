import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { BACK_NAVIGATION_STATE } from '@/shared/history/back-navigation.ts';
import { readBreadcrumbs } from '@/shared/history/breadcrumbs.ts';
import { canGoBackInBrowser } from '@/shared/history/use-back.ts';
import { paths } from '@/shared/routes.ts';

/**
 * Leaves the wizard for where the owner came from: the page before it in this tab's history;
 * opened afresh (a link from outside, an installed app's shortcut), the last page of the app
 * they visited; with none, My Garage. The wizard stands outside the app's shell, which is what
 * records the breadcrumbs, so the last breadcrumb is the page before the wizard, not the
 * wizard itself (the shell's Back goes to the one before the last).
 */
export function useLeaveBooking(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (canGoBackInBrowser()) {
      void navigate(-1);
      return;
    }
    const last = readBreadcrumbs().at(-1);
    void navigate(last ?? paths.myGarage, { state: BACK_NAVIGATION_STATE });
  }, [navigate]);
}
