// Categories and sub-categories with their live offer counts for an app (spec part 3
// section 3), and the category ids a search by category covers.
import { asc, sql } from 'drizzle-orm';
import {
  CATEGORY_GROUP_NAMES,
  CategoryGroupType,
  type OfferCategory,
} from '@ignite/domain/marketplace/marketplace-api';
import type { Database } from '../../db/client.ts';
import { offerCategories } from '../../db/marketplace-schema.ts';
import { liveForAppSql, selectRows } from './offer-sql.ts';

type CategoryRow = typeof offerCategories.$inferSelect;

const groupOf = (groupType: number) =>
  groupType === CategoryGroupType.Automotive
    ? CategoryGroupType.Automotive
    : CategoryGroupType.Lifestyle;

/** Every category, in display order: each category followed by its sub-categories. */
async function allCategories(db: Database): Promise<CategoryRow[]> {
  return db
    .select()
    .from(offerCategories)
    .orderBy(asc(offerCategories.groupType), asc(offerCategories.ordinal));
}

export async function categoriesWithCounts(
  db: Database,
  appConfigurationId: string,
  groupType: CategoryGroupType | undefined,
  now: Date,
): Promise<OfferCategory[]> {
  const [rows, counts] = await Promise.all([
    allCategories(db),
    selectRows<{ category_id: string; count: number }>(
      db,
      sql`
      SELECT o.category_id, count(*)::int AS count FROM offers o
      WHERE ${liveForAppSql(appConfigurationId, now)} GROUP BY o.category_id`,
    ),
  ]);
  const own = new Map(counts.map((row) => [row.category_id, row.count]));
  // A category counts its sub-categories' offers too.
  const total = new Map<string, number>();
  for (const row of rows) {
    const count = own.get(row.id) ?? 0;
    total.set(row.id, (total.get(row.id) ?? 0) + count);
    if (row.parentId) total.set(row.parentId, (total.get(row.parentId) ?? 0) + count);
  }
  return rows
    .filter((row) => groupType === undefined || row.groupType === groupType)
    .map((row) => {
      const group = groupOf(row.groupType);
      return {
        categoryId: row.id,
        parentCategoryId: row.parentId,
        name: row.name,
        displayName: row.displayName,
        ordinal: row.ordinal,
        categoryGroupName: CATEGORY_GROUP_NAMES[group],
        categoryGroupType: group,
        offersCount: total.get(row.id) ?? 0,
        isAutomotive: group === CategoryGroupType.Automotive,
      };
    });
}

/** The category and its sub-categories; null when there is no such category. */
export async function categoryAndChildren(db: Database, categoryId: string) {
  const rows = await db
    .select({ id: offerCategories.id, parentId: offerCategories.parentId })
    .from(offerCategories)
    .where(
      sql`${offerCategories.id} = ${categoryId} OR ${offerCategories.parentId} = ${categoryId}`,
    );
  if (!rows.some((row) => row.id === categoryId)) return null;
  return rows.map((row) => row.id);
}
