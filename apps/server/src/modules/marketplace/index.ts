// The marketplace's public face: what the wiring (modules/index.ts) creates and registers.
// Everything else in this folder is the marketplace's own.
export { createMarketplaceAccessRepository } from './access-repository.ts';
export { createMarketplaceService, type MarketplaceService } from './marketplace-service.ts';
export { createOfferHomeRepository } from './offer-home-repository.ts';
export { createOfferImageService } from './offer-image-service.ts';
export { createOfferRepository } from './offer-repository.ts';
export { createOfferSearchRepository } from './offer-search-repository.ts';
export { type MarketplaceServices, registerMarketplaceRoutes } from './routes.ts';
