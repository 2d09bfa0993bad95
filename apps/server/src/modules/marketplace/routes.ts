// The marketplace's routes: the five calls of spec part 3 section 7.
import type { FastifyInstance } from 'fastify';
import {
  appConfigurationOffers,
  marketplaceViewData,
  offerCategories,
  offerDetail,
  offerSearch,
} from '@ignite/domain/contract/marketplace';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import { registerOfferImageRoutes } from './image-routes.ts';
import type { Marketplace } from './marketplace.ts';

export function registerMarketplaceRoutes(app: FastifyInstance, marketplace: Marketplace) {
  registerEndpoint(app, marketplaceViewData, async ({ params, query, user }) =>
    marketplace.viewData(user, params, query.searchBoundary),
  );
  registerEndpoint(app, offerCategories, async ({ query, user }) =>
    marketplace.categories(user, query),
  );
  registerEndpoint(app, appConfigurationOffers, async ({ params, query, user }) =>
    marketplace.appOffers(user, params.appConfigurationId, query),
  );
  registerEndpoint(app, offerDetail, async ({ params, query, user }) =>
    marketplace.offer(user, params.offerId, query.position),
  );
  registerEndpoint(app, offerSearch, async ({ query, user }) => marketplace.search(user, query));
  registerOfferImageRoutes(app);
}
