import { SHELL_MESSAGES } from '@ignite/domain/shell-messages';
import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** The pages that stand in for another: setup incomplete, the general failure and not found. */
export const errorRoutes: readonly PageRoute[] = [
  {
    path: paths.vehicleSetupIncomplete,
    meta: { name: 'VehicleSetupIncomplete', title: 'Vehicle Setup', allowAnonymous: true },
    page: async () =>
      (await import('./vehicle-setup-incomplete-page.tsx')).VehicleSetupIncompletePage,
    frame: 'bare',
  },
  {
    path: paths.error,
    meta: { name: 'Error', title: SHELL_MESSAGES.failureTitle, allowAnonymous: true },
    page: async () => (await import('./general-failure-page.tsx')).GeneralFailurePage,
    frame: 'bare',
  },
  {
    // Any path no other route matches.
    path: '*',
    meta: { name: 'NotFound', title: SHELL_MESSAGES.notFoundTitle, allowAnonymous: true },
    page: async () => (await import('./not-found-page.tsx')).NotFoundPage,
    frame: 'bare',
  },
];
