/**
 * Seeds the marketplace catalogue inside seed.ts's transaction: the category tree, ~300
 * national advertisers with ~5,000 locations and ~2,000 offers, and each home dealership's own
 * advertiser with its originator offers. The catalogue comes from a seeded random source, so
 * every run writes the same businesses and offers, dated around `now`.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { advertiserLocations, advertisers, offerCategories, offers } from './marketplace-schema.ts';
import type { AdvertiserRow, LocationRow } from './seed-marketplace-advertisers.ts';
import { nationalAdvertisers } from './seed-marketplace-advertisers.ts';
import { automotiveCategories } from './seed-marketplace-automotive.ts';
import type { CategorySeed } from './seed-marketplace-categories.ts';
import { dealershipCatalogue } from './seed-marketplace-dealership.ts';
import { lifestyleCategories } from './seed-marketplace-lifestyle.ts';
import { nationalOffers, type OfferRow } from './seed-marketplace-offers.ts';
import { seededRandom } from './seed-marketplace-random.ts';

export type MarketplaceSeedContext = {
  now: Date;
  organisationIds: ReadonlyMap<string, string>;
  appIds: ReadonlyMap<string, string>;
};

type CategoryRow = typeof offerCategories.$inferInsert;

export type MarketplaceCatalogue = {
  categories: CategoryRow[];
  advertisers: AdvertiserRow[];
  locations: LocationRow[];
  offers: OfferRow[];
};

/** Any fixed number: changing it gives another, equally plausible, catalogue. */
const CATALOGUE_SEED = 20_240_611;
/** The dealerships draw from their own source, so growing the national catalogue leaves them be. */
const DEALERSHIP_SEED = 4_182_030;
/** Rows per insert: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK_SIZE = 500;

export const marketplaceCategories: readonly CategorySeed[] = [
  ...automotiveCategories,
  ...lifestyleCategories,
];

/** Categories before their sub-categories (the parent must exist first); ordinal orders each level. */
function categoryRows(categories: readonly CategorySeed[]): CategoryRow[] {
  const parents = categories.map((category, index) => ({
    id: category.id,
    parentId: null,
    name: category.name,
    displayName: category.name,
    ordinal: index + 1,
    groupType: category.groupType,
  }));
  const children = categories.flatMap((category) =>
    category.subCategories.map((sub, index) => ({
      id: sub.id,
      parentId: category.id,
      name: sub.name,
      displayName: sub.name,
      ordinal: index + 1,
      groupType: category.groupType,
    })),
  );
  return [...parents, ...children];
}

/** The whole catalogue as rows, without touching the database: the same for the same input. */
export function buildMarketplaceCatalogue(context: MarketplaceSeedContext): MarketplaceCatalogue {
  const random = seededRandom(CATALOGUE_SEED);
  const national = nationalAdvertisers(random, marketplaceCategories);
  const nationalOfferRows = nationalOffers(random, context.now, national);
  const subCategories = new Map(
    marketplaceCategories.flatMap((c) => c.subCategories).map((sub) => [sub.id, sub]),
  );
  const dealerships = dealershipCatalogue(
    seededRandom(DEALERSHIP_SEED),
    context.now,
    subCategories,
    context,
  );
  return {
    categories: categoryRows(marketplaceCategories),
    advertisers: [...national.map((a) => a.row), ...dealerships.advertisers],
    locations: [...national.flatMap((a) => a.locations), ...dealerships.locations],
    offers: [...nationalOfferRows, ...dealerships.offers],
  };
}

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    result.push(rows.slice(start, start + CHUNK_SIZE));
  }
  return result;
}

export async function seedMarketplace(tx: Database, context: MarketplaceSeedContext) {
  const catalogue = buildMarketplaceCatalogue(context);
  const parents = catalogue.categories.filter((c) => c.parentId === null);
  const children = catalogue.categories.filter((c) => c.parentId !== null);
  await tx.insert(offerCategories).values(parents);
  await tx.insert(offerCategories).values(children);
  for (const chunk of chunks(catalogue.advertisers)) await tx.insert(advertisers).values(chunk);
  for (const chunk of chunks(catalogue.locations))
    await tx.insert(advertiserLocations).values(chunk);
  for (const chunk of chunks(catalogue.offers)) await tx.insert(offers).values(chunk);
  // Fresh statistics, so the planner reads the trigram and position indexes for what they are
  // from the first search (autovacuum would get round to it only later).
  await tx.execute(sql`ANALYZE offer_categories, advertisers, advertiser_locations, offers`);
}
