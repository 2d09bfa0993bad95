// The marketplace's requests and answers (spec part 3 sections 3 and 7): offers in their list
// and detail forms, locations, categories, the marketplace view data, and the queries of the
// five calls with the search boundary.
import { z } from 'zod/mini';
import { ConditionType } from '../garage/enums.ts';
import { resultSchema } from '../result.ts';
import { idField } from '../validation/id.ts';
import { MAX_SEARCH_WORDS, searchWords, TOO_MANY_WORDS_MESSAGE } from './search-text.ts';

/** CategoryGroupType (spec part 3 section 3). */
export const CategoryGroupType = { Automotive: 0, Lifestyle: 1 } as const;
export type CategoryGroupType = (typeof CategoryGroupType)[keyof typeof CategoryGroupType];
export const CATEGORY_GROUP_NAMES: Record<CategoryGroupType, string> = {
  [CategoryGroupType.Automotive]: 'Automotive',
  [CategoryGroupType.Lifestyle]: 'Lifestyle',
};

export const OFFER_TYPES = ['instore', 'giftcard', 'others'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** orderBy of the offer search: 0 newest first, 1 closest first. */
export const OfferOrder = { Newest: 0, Closest: 1 } as const;
export type OfferOrder = (typeof OfferOrder)[keyof typeof OfferOrder];

/**
 * Spec part 3 section 9: 'the default page size parameter is 1000', which is also the largest
 * page a search answers; a category loads 1000 at once; the nearby list loads 20 a page.
 */
export const OFFER_PAGE_SIZE_MAX = 1000;
export const CATEGORY_PAGE_SIZE = 1000;
export const NEARBY_PAGE_SIZE = 20;
/**
 * Ours: 'the page size for the marketplace load-more is not shown'. A text search and See All
 * load 20 a page with Load more, as the nearby list does: two screens of tiles on a phone.
 */
export const SEARCH_PAGE_SIZE = 20;
/**
 * Ours: a category's 1000 loaded offers are drawn 20 at a time (Load more draws the next 20),
 * so a phone does not lay out a thousand tiles at once.
 */
export const CATEGORY_SHOWN_STEP = 20;
/**
 * Ours: an offer's detail shows its nearest 5 locations, and 10 more at each 'Show N more',
 * so an advertiser with 73 locations is not one endless page.
 */
export const LOCATIONS_SHOWN_FIRST = 5;
export const LOCATIONS_SHOWN_STEP = 10;

/** How many locations 'Show more' adds when `shown` of `total` are shown (0 when all are). */
export function moreLocationsCount(shown: number, total: number): number {
  return Math.max(0, Math.min(LOCATIONS_SHOWN_STEP, total - shown));
}
/** How far the nearby list looks when the caller names no distance. */
export const DEFAULT_SEARCH_DISTANCE_KMS = 25;
export const MAX_SEARCH_DISTANCE_KMS = 1000;
/** How many offers each home section carries; its totalCount says how many there are. */
export const HOME_SECTION_SIZE = 10;

const LATITUDE_MESSAGE = 'latitude must be a number from -90 to 90';
const LONGITUDE_MESSAGE = 'longitude must be a number from -180 to 180';
const DISTANCE_MESSAGE = `distanceKms must be a number above 0 and at most ${MAX_SEARCH_DISTANCE_KMS}`;
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${OFFER_PAGE_SIZE_MAX}`;
const PAGE_NUMBER_MESSAGE = 'pageNumber must be a whole number from 1';

const latitude = z.coerce
  .number({ error: LATITUDE_MESSAGE })
  .check(z.gte(-90, LATITUDE_MESSAGE), z.lte(90, LATITUDE_MESSAGE));
const longitude = z.coerce
  .number({ error: LONGITUDE_MESSAGE })
  .check(z.gte(-180, LONGITUDE_MESSAGE), z.lte(180, LONGITUDE_MESSAGE));
const distanceKms = z.coerce
  .number({ error: DISTANCE_MESSAGE })
  .check(z.gt(0, DISTANCE_MESSAGE), z.lte(MAX_SEARCH_DISTANCE_KMS, DISTANCE_MESSAGE));

/** A point and how far around it to look. */
export type SearchBoundary = { latitude: number; longitude: number; distanceKms: number };

/**
 * The search boundary as the spec's query names it (`searchBoundary.latitude`...), read into
 * one optional object: both coordinates or neither; the distance defaults.
 */
const searchBoundaryQuery = {
  'searchBoundary.latitude': z.optional(latitude),
  'searchBoundary.longitude': z.optional(longitude),
  'searchBoundary.distanceKms': z.optional(distanceKms),
};
type BoundaryQuery = {
  'searchBoundary.latitude'?: number | undefined;
  'searchBoundary.longitude'?: number | undefined;
  'searchBoundary.distanceKms'?: number | undefined;
};
const BOUNDARY_MESSAGE =
  'searchBoundary.latitude and searchBoundary.longitude must be given together';

function boundaryOf(query: BoundaryQuery): SearchBoundary | null {
  const lat = query['searchBoundary.latitude'];
  const lng = query['searchBoundary.longitude'];
  if (lat === undefined || lng === undefined) return null;
  const distance = query['searchBoundary.distanceKms'] ?? DEFAULT_SEARCH_DISTANCE_KMS;
  return { latitude: lat, longitude: lng, distanceKms: distance };
}
const bothOrNeither = (query: BoundaryQuery) =>
  (query['searchBoundary.latitude'] === undefined) ===
  (query['searchBoundary.longitude'] === undefined);

const categoryGroupType = z.pipe(
  z.coerce.number({ error: 'categoryGroupType must be 0 (Automotive) or 1 (Lifestyle)' }),
  z.union([z.literal(0), z.literal(1)], {
    error: 'categoryGroupType must be 0 (Automotive) or 1 (Lifestyle)',
  }),
);
const categoryId = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'categoryId must not be empty'),
    z.maxLength(100, 'Unknown category'),
  );

// ---------------------------------------------------------------------------------------
// Answers

export const offerLocationSchema = z.object({
  locationId: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  /** One line: line 1, line 2, city, state and postcode. */
  address: z.string(),
  addressLine1: z.string(),
  addressLine2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  linkUrl: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  postcodes: z.array(z.string()),
  heroImageUrl: z.nullable(z.string()),
  /** Kilometres from the caller's position; null without one. */
  distance: z.nullable(z.number()),
});
export type OfferLocation = z.infer<typeof offerLocationSchema>;

export const offerSchema = z.object({
  offerId: z.string(),
  title: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  categoryGroupType: z.union([z.literal(0), z.literal(1)]),
  /** Kilometres to the offer's nearest location; null when online or without a position. */
  offerDistance: z.nullable(z.number()),
  advertiserId: z.string(),
  advertiserName: z.string(),
  advertiserLogo: z.string(),
  coverImages: z.array(z.string()),
  offerType: z.enum(OFFER_TYPES),
  linkUrl: z.nullable(z.string()),
  isCardLinked: z.boolean(),
  utcStartDate: z.string(),
  utcEndDate: z.nullable(z.string()),
  utcFeatureFromDate: z.nullable(z.string()),
  utcFeatureToDate: z.nullable(z.string()),
  featureCoverImageUrl: z.nullable(z.string()),
  reward: z.string(),
  offerTypeDescription: z.string(),
  isEndingSoon: z.boolean(),
  isRecentlyAdded: z.boolean(),
  isGiftCard: z.boolean(),
  isAutomotive: z.boolean(),
  isLifestyle: z.boolean(),
  hasBookingLink: z.boolean(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerDetailSchema = z.extend(offerSchema, {
  description: z.array(z.string()),
  howItWorks: z.array(z.string()),
  terms: z.array(z.string()),
  advertiserAboutUs: z.array(z.string()),
  /** Nearest first when the caller sent a position. */
  locations: z.array(offerLocationSchema),
  hasLink: z.boolean(),
  isOnlineOffer: z.boolean(),
  isInstoreOffer: z.boolean(),
});
export type OfferDetail = z.infer<typeof offerDetailSchema>;

export const offerCategorySchema = z.object({
  categoryId: z.string(),
  /** The category a sub-category belongs to; null for a category. */
  parentCategoryId: z.nullable(z.string()),
  name: z.string(),
  displayName: z.string(),
  ordinal: z.int(),
  categoryGroupName: z.string(),
  categoryGroupType: z.union([z.literal(0), z.literal(1)]),
  /** Live offers for the caller's app, in the category and its sub-categories. */
  offersCount: z.int(),
  isAutomotive: z.boolean(),
});
export type OfferCategory = z.infer<typeof offerCategorySchema>;

const offerSection = z.object({ offers: z.array(offerSchema), totalCount: z.int() });
export type OfferSection = z.infer<typeof offerSection>;

export const marketplaceViewDataSchema = z.object({
  categories: z.array(offerCategorySchema),
  originatorOffers: offerSection,
  featureOffers: offerSection,
  specialFeatureOffers: offerSection,
  latestOffers: offerSection,
  offersEndingSoon: offerSection,
  giftCardOffers: offerSection,
  enableAutomotiveRewards: z.boolean(),
});
export type MarketplaceViewData = z.infer<typeof marketplaceViewDataSchema>;

export const marketplaceViewResultSchema = resultSchema(marketplaceViewDataSchema);
export const offerCategoriesResultSchema = resultSchema(z.array(offerCategorySchema));
export const offerListResultSchema = resultSchema(z.array(offerSchema));
export const offerDetailResultSchema = resultSchema(offerDetailSchema);
export const offerSearchResultSchema = resultSchema(offerSection);

// ---------------------------------------------------------------------------------------
// Requests

/** A picture's key: a category slug with a number, or an advertiser's slug. */
export const IMAGE_KEY_PATTERN = /^[a-z0-9-]{1,80}$/;
export const IMAGE_KEY_MESSAGE = 'key must be 1 to 80 lower-case letters, digits and dashes';
export const offerImageParamsSchema = z.strictObject({
  key: z.string().check(z.regex(IMAGE_KEY_PATTERN, IMAGE_KEY_MESSAGE)),
});

export const marketplaceViewParamsSchema = z.strictObject({
  organisationConsumerId: idField('organisationConsumerId must be a UUID'),
  vehicleId: idField('vehicleId must be a UUID'),
  appConfigurationId: idField('appConfigurationId must be a UUID'),
});

export const marketplaceViewQuerySchema = z.pipe(
  z.strictObject(searchBoundaryQuery).check(z.refine(bothOrNeither, BOUNDARY_MESSAGE)),
  z.transform((query) => ({ searchBoundary: boundaryOf(query) })),
);

export const offerCategoriesQuerySchema = z.pipe(
  z
    .strictObject({
      categoryGroupType: z.optional(categoryGroupType),
      appConfigurationId: idField('appConfigurationId must be a UUID'),
      ...searchBoundaryQuery,
    })
    .check(z.refine(bothOrNeither, BOUNDARY_MESSAGE)),
  z.transform((query) => ({
    categoryGroupType: query.categoryGroupType,
    appConfigurationId: query.appConfigurationId,
    searchBoundary: boundaryOf(query),
  })),
);

export const appConfigurationOffersParamsSchema = z.strictObject({
  appConfigurationId: idField('appConfigurationId must be a UUID'),
});

const CONDITION_TYPES = Object.values(ConditionType) as number[];
const CONDITION_TYPE_MESSAGE = 'conditionType must be one of the condition types';
const booleanText = (name: string) =>
  z.pipe(
    z.enum(['true', 'false'], { error: `${name} must be true or false` }),
    z.transform((v) => v === 'true'),
  );

export const appConfigurationOffersQuerySchema = z.strictObject({
  conditionType: z.optional(
    z.coerce
      .number({ error: CONDITION_TYPE_MESSAGE })
      .check(z.refine((value) => CONDITION_TYPES.includes(value), CONDITION_TYPE_MESSAGE)),
  ),
  isInPma: z.optional(booleanText('isInPma')),
});

export const offerDetailParamsSchema = z.strictObject({
  offerId: idField('offerId must be a UUID'),
});

export const offerDetailQuerySchema = z.pipe(
  z
    .strictObject({
      'gpsCoordinates.latitude': z.optional(latitude),
      'gpsCoordinates.longitude': z.optional(longitude),
    })
    .check(
      z.refine(
        (q) =>
          (q['gpsCoordinates.latitude'] === undefined) ===
          (q['gpsCoordinates.longitude'] === undefined),
        'gpsCoordinates.latitude and gpsCoordinates.longitude must be given together',
      ),
    ),
  z.transform((q) => ({
    position:
      q['gpsCoordinates.latitude'] === undefined || q['gpsCoordinates.longitude'] === undefined
        ? null
        : { latitude: q['gpsCoordinates.latitude'], longitude: q['gpsCoordinates.longitude'] },
  })),
);

/** The home's offer sections, which See All lists in full through the search. */
export const HOME_SECTIONS = [
  'originatorOffers',
  'featureOffers',
  'specialFeatureOffers',
  'latestOffers',
  'offersEndingSoon',
  'giftCardOffers',
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** Filter types of the filter sheet (spec part 3 section 4). */
export const OFFER_FILTER_TYPES = ['All', 'InApp', 'InStore'] as const;
export type OfferFilterType = (typeof OFFER_FILTER_TYPES)[number];

export const offerSearchQuerySchema = z.pipe(
  z
    .strictObject({
      appConsumerId: idField('appConsumerId must be a UUID'),
      appConfigurationId: idField('appConfigurationId must be a UUID'),
      ...searchBoundaryQuery,
      /** Words, in any order, literally or closely spelt, over title, advertiser and description. */
      searchQuery: z.optional(
        z.string().check(
          z.maxLength(10_000, 'searchQuery must be at most 10,000 characters'),
          z.refine(
            (query) => searchWords(query).length <= MAX_SEARCH_WORDS,
            TOO_MANY_WORDS_MESSAGE,
          ),
        ),
      ),
      categoryId: z.optional(categoryId),
      categoryGroupType: z.optional(categoryGroupType),
      orderBy: z._default(
        z.pipe(
          z.coerce.number({ error: 'orderBy must be 0 (newest) or 1 (closest)' }),
          z.union([z.literal(0), z.literal(1)], {
            error: 'orderBy must be 0 (newest) or 1 (closest)',
          }),
        ),
        OfferOrder.Newest,
      ),
      pageNumber: z._default(
        z.coerce
          .number({ error: PAGE_NUMBER_MESSAGE })
          .check(
            z.int(PAGE_NUMBER_MESSAGE),
            z.gte(1, PAGE_NUMBER_MESSAGE),
            z.lte(1_000_000, PAGE_NUMBER_MESSAGE),
          ),
        1,
      ),
      pageSize: z._default(
        z.coerce
          .number({ error: PAGE_SIZE_MESSAGE })
          .check(
            z.int(PAGE_SIZE_MESSAGE),
            z.gte(1, PAGE_SIZE_MESSAGE),
            z.lte(OFFER_PAGE_SIZE_MAX, PAGE_SIZE_MESSAGE),
          ),
        OFFER_PAGE_SIZE_MAX,
      ),
      /** Ours (the filter sheet, applied before paging so counts and pages agree). */
      filterType: z.optional(
        z.enum(OFFER_FILTER_TYPES, { error: 'filterType must be All, InApp or InStore' }),
      ),
      cardLinkedOnly: z.optional(booleanText('cardLinkedOnly')),
      /** Ours: only offers with a location within the boundary's distance (the nearest panel). */
      nearbyOnly: z.optional(booleanText('nearbyOnly')),
      /** Ours: one home section in full, in its order (See All). */
      section: z.optional(
        z.enum(HOME_SECTIONS, { error: `section must be one of ${HOME_SECTIONS.join(', ')}` }),
      ),
    })
    .check(
      z.refine(bothOrNeither, BOUNDARY_MESSAGE),
      z.refine(
        (q) => !q.nearbyOnly || q['searchBoundary.latitude'] !== undefined,
        'nearbyOnly needs a searchBoundary',
      ),
    ),
  z.transform((q) => ({
    appConsumerId: q.appConsumerId,
    appConfigurationId: q.appConfigurationId,
    searchBoundary: boundaryOf(q),
    searchQuery: q.searchQuery?.trim() ? q.searchQuery.trim() : undefined,
    categoryId: q.categoryId,
    categoryGroupType: q.categoryGroupType,
    orderBy: q.orderBy,
    pageNumber: q.pageNumber,
    pageSize: q.pageSize,
    filterType: q.filterType ?? 'All',
    cardLinkedOnly: q.cardLinkedOnly ?? false,
    nearbyOnly: q.nearbyOnly ?? false,
    section: q.section,
  })),
);
export type OfferSearch = z.output<typeof offerSearchQuerySchema>;
