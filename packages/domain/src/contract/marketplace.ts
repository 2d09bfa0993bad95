// The marketplace's five calls (spec part 3 section 7). Every one needs the owner's session;
// the app configuration in a path or query must be the caller's own.
import {
  appConfigurationOffersParamsSchema,
  appConfigurationOffersQuerySchema,
  marketplaceViewParamsSchema,
  marketplaceViewQuerySchema,
  marketplaceViewResultSchema,
  offerCategoriesQuerySchema,
  offerCategoriesResultSchema,
  offerDetailParamsSchema,
  offerDetailQuerySchema,
  offerDetailResultSchema,
  offerImageParamsSchema,
  offerListResultSchema,
  offerSearchQuerySchema,
  offerSearchResultSchema,
} from '../marketplace/marketplace-api.ts';
import { z } from 'zod/mini';
import { PRODUCT } from '../product.ts';
import { resultSchema } from '../result.ts';
import { defineEndpoint } from './endpoint.ts';

export const marketplaceViewData = defineEndpoint({
  name: 'marketplaceViewData',
  method: 'GET',
  path: '/api/consumer/:organisationConsumerId/marketplace/:vehicleId/:appConfigurationId',
  area: 'marketplace',
  summary: 'The marketplace home: categories and its offer sections',
  description:
    'Categories with their offer counts, then the originator (home dealership), featured, ' +
    'special featured, latest, ending soon and gift card offers, each with its first offers ' +
    'and totalCount. With a search boundary each offer carries its distance.',
  auth: 'bearer',
  params: marketplaceViewParamsSchema,
  query: marketplaceViewQuerySchema,
  response: marketplaceViewResultSchema,
  failures: [400, 401, 403, 404],
});

export const offerCategories = defineEndpoint({
  name: 'offerCategories',
  method: 'GET',
  path: '/api/marketplace/categories',
  area: 'marketplace',
  summary: 'Categories and sub-categories, by group, with their offer counts',
  auth: 'bearer',
  query: offerCategoriesQuerySchema,
  response: offerCategoriesResultSchema,
  failures: [400, 401, 403],
});

export const appConfigurationOffers = defineEndpoint({
  name: 'appConfigurationOffers',
  method: 'GET',
  path: `/api/marketplace/${PRODUCT.slug}appconfiguration/:appConfigurationId/offers`,
  area: 'marketplace',
  summary: 'The live offers of an app configuration, optionally for one condition type',
  description:
    'isInPma=false leaves out offers only for vehicles in the dealership’s primary market area.',
  auth: 'bearer',
  params: appConfigurationOffersParamsSchema,
  query: appConfigurationOffersQuerySchema,
  response: offerListResultSchema,
  failures: [400, 401, 403],
});

export const offerDetail = defineEndpoint({
  name: 'offerDetail',
  method: 'GET',
  path: '/api/marketplace/offers/:offerId',
  area: 'marketplace',
  summary: 'One offer with its locations, nearest first from the caller’s coordinates',
  auth: 'bearer',
  params: offerDetailParamsSchema,
  query: offerDetailQuerySchema,
  response: offerDetailResultSchema,
  failures: [400, 401, 404],
});

export const offerSearch = defineEndpoint({
  name: 'offerSearch',
  method: 'GET',
  path: '/api/marketplace/offers',
  area: 'marketplace',
  summary: 'Offers by literal text, or by category or group, a page at a time',
  description:
    'searchQuery matches title, advertiser and description as literal text, case-insensitive. ' +
    'Otherwise categoryId or categoryGroupType, orderBy 0 newest or 1 closest. A page past ' +
    'the end is empty and still carries totalCount. Ours: filterType, cardLinkedOnly and ' +
    'nearbyOnly (offers with a location within the boundary).',
  auth: 'bearer',
  query: offerSearchQuerySchema,
  response: offerSearchResultSchema,
  failures: [400, 401, 403],
});

const IMAGE_DESCRIPTION =
  'Drawn on the server, so nothing needs the internet. No sign-in: an <img> sends no token, ' +
  'and the picture holds nothing private. A key always draws the same picture, so it is ' +
  'cached for good. Answers image/svg+xml.';

export const offerCoverImage = defineEndpoint({
  name: 'offerCoverImage',
  method: 'GET',
  path: '/api/marketplace/images/cover/:key.svg',
  area: 'marketplace',
  summary: 'An offer’s cover picture (16:9 SVG) for its category',
  description: IMAGE_DESCRIPTION,
  auth: 'none',
  params: offerImageParamsSchema,
  response: resultSchema(z.null()).check(z.describe('never: the answer is the SVG')),
  sends: 'image/svg+xml',
  failures: [400],
});

export const advertiserLogoImage = defineEndpoint({
  name: 'advertiserLogoImage',
  method: 'GET',
  path: '/api/marketplace/images/logo/:key.svg',
  area: 'marketplace',
  summary: 'An advertiser’s logo (square SVG) with its initials',
  description: IMAGE_DESCRIPTION,
  auth: 'none',
  params: offerImageParamsSchema,
  response: resultSchema(z.null()).check(z.describe('never: the answer is the SVG')),
  sends: 'image/svg+xml',
  failures: [400],
});
