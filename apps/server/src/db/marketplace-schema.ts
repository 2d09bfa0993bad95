/**
 * The marketplace's tables (spec part 3 sections 2 and 3): advertisers and their locations,
 * categories in two groups with sub-categories, and offers. An offer's flags (recently added,
 * ending soon, featured), its reward text and its distance are computed from these rows, the
 * clock and the caller's position by the rules in packages/domain/src/marketplace.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { appConfigurations, organisations } from './schema.ts';
import { createdAt, id, utc } from './columns.ts';

const paragraphs = () =>
  jsonb()
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/** A business with offers; a dealership's own advertiser carries its organisation. */
export const advertisers = pgTable(
  'advertisers',
  {
    id: id(),
    name: text().notNull(),
    logoUrl: text().notNull(),
    aboutUs: paragraphs(),
    /** Set for a dealership's own advertiser: its offers are the originator offers. */
    organisationId: uuid().references(() => organisations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('advertisers_organisation_idx').on(t.organisationId)],
);

/** Where an advertiser trades; an in-store offer is available at its advertiser's locations. */
export const advertiserLocations = pgTable(
  'advertiser_locations',
  {
    id: id(),
    advertiserId: uuid()
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    city: text().notNull(),
    state: text().notNull(),
    postcode: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    linkUrl: text(),
    email: text(),
    phone: text(),
    /** The postcodes the location serves besides its own. */
    postcodes: jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    heroImageUrl: text(),
  },
  (t) => [
    index('advertiser_locations_advertiser_idx').on(t.advertiserId),
    // Nearby searches pre-filter by a box around the point before the haversine distance.
    index('advertiser_locations_position_idx').on(t.latitude, t.longitude),
  ],
);

/**
 * A category (group Automotive = 0 or Lifestyle = 1) or, with a parent, one of its
 * sub-categories. Offers belong to a sub-category. The id is a readable slug, which the
 * garage's condition configurations name as their marketplace link.
 */
export const offerCategories = pgTable(
  'offer_categories',
  {
    id: text().primaryKey(),
    parentId: text().references((): AnyPgColumn => offerCategories.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    displayName: text().notNull(),
    ordinal: integer().notNull(),
    /** CategoryGroupType: Automotive 0, Lifestyle 1. */
    groupType: integer().notNull(),
  },
  (t) => [index('offer_categories_parent_idx').on(t.parentId)],
);

export const offers = pgTable(
  'offers',
  {
    id: id(),
    advertiserId: uuid()
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    categoryId: text()
      .notNull()
      .references(() => offerCategories.id),
    /** Set when only one app's owners see the offer (a dealership's own offers). */
    appConfigurationId: uuid().references(() => appConfigurations.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    /** instore, giftcard or others (in-app and online). */
    offerType: text({ enum: ['instore', 'giftcard', 'others'] }).notNull(),
    linkUrl: text(),
    /** The link books a visit rather than opening a shop. */
    hasBookingLink: boolean().notNull().default(false),
    isCardLinked: boolean().notNull().default(false),
    startsAt: utc().notNull(),
    endsAt: utc(),
    featureFrom: utc(),
    featureTo: utc(),
    featureCoverImageUrl: text(),
    coverImages: jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    description: paragraphs(),
    howItWorks: paragraphs(),
    terms: paragraphs(),
    /** The garage condition (ConditionType) the offer serves, for the condition tiles' links. */
    conditionType: integer(),
    /** Only for vehicles in the dealership's primary market area. */
    isPmaOnly: boolean().notNull().default(false),
    /**
     * Title, advertiser and description in lower case, written with the offer: the literal
     * search (ILIKE) runs over this one column through its trigram index.
     */
    searchText: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('offers_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('offers_category_idx').on(t.categoryId),
    index('offers_advertiser_idx').on(t.advertiserId),
    index('offers_starts_at_idx').on(t.startsAt),
    index('offers_ends_at_idx').on(t.endsAt),
  ],
);
