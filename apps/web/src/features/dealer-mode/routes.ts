import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** Dealer mode. */
export const dealerModeRoutes: readonly PageRoute[] = [
  {
    path: paths.dealerMode,
    meta: { name: 'DealerMode', title: 'Dealer Mode' },
    page: async () => (await import('./dealer-mode-page.tsx')).DealerModePage,
    frame: 'shell',
  },
];
