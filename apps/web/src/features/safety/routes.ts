import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** The safety centre. */
export const safetyRoutes: readonly PageRoute[] = [
  {
    path: paths.safety,
    meta: {
      name: 'Safety',
      title: 'Safety Center',
      icon: { set: 'primary', name: 'safety' },
      blockedInDealerMode: true,
    },
    page: async () => (await import('./safety-page.tsx')).SafetyPage,
    frame: 'shell',
  },
];
