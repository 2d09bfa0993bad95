import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** The marketplace. */
export const marketplaceRoutes: readonly PageRoute[] = [
  {
    path: paths.myMarketplace,
    meta: {
      name: 'MyMarketplace',
      title: 'Marketplace',
      icon: { set: 'primary', name: 'marketplace' },
    },
    page: async () => (await import('./marketplace-page.tsx')).MarketplacePage,
    frame: 'shell',
  },
];
