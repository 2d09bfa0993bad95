// The marketplace's public face: the offer catalogue's calls and their routes.
export { createMarketplace, type Marketplace } from './marketplace.ts';
export { registerMarketplaceRoutes } from './routes.ts';
