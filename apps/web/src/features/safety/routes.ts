import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** The safety centre, and the public page of a location link made there (decision 0032). */
export const safetyRoutes: readonly PageRoute[] = [
  {
    path: paths.safety,
    meta: {
      name: 'Safety',
      title: 'Safety Centre',
      icon: { set: 'primary', name: 'safety' },
      blockedInDealerMode: true,
    },
    page: async () => (await import('./safety-page.tsx')).SafetyPage,
    frame: 'shell',
  },
  {
    // Anonymous: whoever holds the link sees the location; the token in the path is the key.
    path: paths.sharedLocation,
    meta: { name: 'SharedLocation', title: 'Shared location', allowAnonymous: true },
    page: async () =>
      (await import('./shared-location/shared-location-page.tsx')).SharedLocationPage,
    frame: 'bare',
  },
];
