import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** Dealer mode, and the notice a dealer-mode user gets on a consumer-only page. */
export const dealerModeRoutes: readonly PageRoute[] = [
  {
    // Spec part 3 section 2: anonymous allowed, with a staff sign-in in
    // front of the search; it has its own header, as the shell needs a consumer's session.
    path: paths.dealerMode,
    meta: { name: 'DealerMode', title: 'Dealer Mode', allowAnonymous: true, dealerModeOnly: true },
    page: async () => (await import('./dealer-mode-page.tsx')).DealerModePage,
    frame: 'bare',
  },
  {
    // Spec part 3 section 2: anonymous allowed; it stands outside the shell, which needs a session.
    path: paths.dealerModeUnauthorized,
    meta: { name: 'DealerModeUnauthorized', title: 'Not available', allowAnonymous: true },
    page: async () => (await import('./unauthorized-page.tsx')).DealerModeUnauthorizedPage,
    frame: 'bare',
  },
];
