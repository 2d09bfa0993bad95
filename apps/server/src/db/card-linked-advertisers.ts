// The marketplace's card-linked advertisers, each with its top-level category: who demo
// purchases are made at, in the seed and in demo mode's replayed purchases.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { advertisers, offerCategories, offers } from './marketplace-schema.ts';

export type CardLinkedAdvertiser = { name: string; category: string };

type Choice = {
  /** Only fuel (true), only the rest (false), or both (undefined). */
  fuel?: boolean;
  /** 'fuel-first' is stable from run to run; 'random' varies the demo from call to call. */
  order: 'fuel-first' | 'random';
  limit: number;
};

export function cardLinkedAdvertisers(
  db: Database,
  { fuel, order, limit }: Choice,
): Promise<CardLinkedAdvertiser[]> {
  const parent = alias(offerCategories, 'parent_category');
  const category = sql<string>`coalesce(${parent.name}, ${offerCategories.name})`;
  const isFuel = sql`(${category} = 'Fuel')`;
  const orderBy: SQL[] =
    order === 'random' ? [sql`random()`] : [sql`${isFuel} desc`, sql`${advertisers.name}`];
  return db
    .select({ name: advertisers.name, category })
    .from(offers)
    .innerJoin(advertisers, eq(advertisers.id, offers.advertiserId))
    .innerJoin(offerCategories, eq(offerCategories.id, offers.categoryId))
    .leftJoin(parent, eq(parent.id, offerCategories.parentId))
    .where(
      and(eq(offers.isCardLinked, true), fuel === undefined ? undefined : sql`${isFuel} = ${fuel}`),
    )
    .groupBy(advertisers.name, category)
    .orderBy(...orderBy)
    .limit(limit);
}
