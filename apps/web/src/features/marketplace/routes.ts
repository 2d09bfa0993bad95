import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** The marketplace (spec part 3 section 2): its four panels, and an offer's detail. */
export const marketplaceRoutes: readonly PageRoute[] = [
  {
    path: paths.myMarketplace,
    meta: {
      name: 'MyMarketplace',
      title: 'Marketplace',
      icon: { set: 'primary', name: 'marketplace' },
      blockedInDealerMode: true,
    },
    page: async () => (await import('./marketplace-page.tsx')).MarketplacePage,
    frame: 'shell',
    prefetch: async (queryClient) =>
      (await import('./marketplace-page.tsx')).prefetchMarketplaceHome(queryClient),
  },
  {
    path: paths.marketplaceOffer,
    meta: { name: 'MarketplaceOffer', title: 'Offer', blockedInDealerMode: true },
    page: async () => (await import('./detail/offer-page.tsx')).OfferPage,
    frame: 'shell',
  },
];
