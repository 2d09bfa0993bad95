// The offer search (spec part 3 section 7): literal text, or a category or group, with the
// filter sheet applied before paging so that totalCount and the pages agree. One statement
// answers the page and the total; a page past the end asks for the total alone.
import { type SQL, sql } from 'drizzle-orm';
import {
  type Offer,
  OfferOrder,
  type OfferSearch,
} from '@ignite/domain/marketplace/marketplace-api';
import type { Database } from '../../db/client.ts';
import {
  literalLikePattern,
  liveForAppSql,
  nearestByAdvertiserSql,
  offerColumnsSql,
  type OfferRow,
  selectRows,
} from './offer-sql.ts';
import { toOffer } from './offer-view.ts';

type Filter = Omit<OfferSearch, 'appConsumerId' | 'pageNumber' | 'pageSize'> & {
  /** The category and, for a category, its sub-categories. */
  categoryIds: string[] | null;
};

function conditions(filter: Filter, now: Date): SQL {
  const parts: SQL[] = [liveForAppSql(filter.appConfigurationId, now)];
  if (filter.searchQuery !== undefined) {
    parts.push(sql`o.search_text ILIKE ${literalLikePattern(filter.searchQuery)}`);
  }
  if (filter.categoryIds !== null) {
    parts.push(
      sql`o.category_id IN (${sql.join(
        filter.categoryIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (filter.categoryGroupType !== undefined) {
    parts.push(sql`c.group_type = ${filter.categoryGroupType}`);
  }
  if (filter.filterType === 'InStore') parts.push(sql`o.offer_type = 'instore'`);
  if (filter.filterType === 'InApp') parts.push(sql`o.offer_type <> 'instore'`);
  if (filter.cardLinkedOnly) parts.push(sql`o.is_card_linked`);
  if (filter.nearbyOnly) parts.push(sql`near.km IS NOT NULL AND o.offer_type = 'instore'`);
  return sql.join(parts, sql` AND `);
}

/** Closest first for orderBy 1 and for the In Store filter (missing distances last). */
function orderOf(filter: Filter): SQL {
  const closest =
    filter.searchBoundary !== null &&
    (filter.orderBy === OfferOrder.Closest || filter.filterType === 'InStore');
  return closest
    ? sql`CASE WHEN o.offer_type = 'instore' THEN near.km END ASC NULLS LAST, o.starts_at DESC, o.id`
    : sql`o.starts_at DESC, o.id`;
}

function fromSql(filter: Filter): SQL {
  const boundary = filter.searchBoundary;
  const near = boundary
    ? sql`LEFT JOIN (${nearestByAdvertiserSql(boundary, filter.nearbyOnly ? boundary.distanceKms : null)})
        AS near ON near.advertiser_id = o.advertiser_id`
    : sql`LEFT JOIN (SELECT NULL::uuid AS advertiser_id, NULL::float8 AS km) AS near ON false`;
  return sql`FROM offers o
    JOIN advertisers a ON a.id = o.advertiser_id
    JOIN offer_categories c ON c.id = o.category_id
    ${near}`;
}

export async function searchOffers(
  db: Database,
  search: OfferSearch,
  categoryIds: string[] | null,
  now: Date,
): Promise<{ offers: Offer[]; totalCount: number }> {
  const filter: Filter = { ...search, categoryIds };
  const where = conditions(filter, now);
  const offset = (search.pageNumber - 1) * search.pageSize;
  const page = await selectRows<OfferRow & { total: number }>(
    db,
    sql`
    SELECT ${offerColumnsSql}, near.km, count(*) OVER ()::int AS total
    ${fromSql(filter)}
    WHERE ${where}
    ORDER BY ${orderOf(filter)}
    LIMIT ${search.pageSize} OFFSET ${offset}`,
  );
  const rows = page;
  if (rows.length > 0) {
    return { offers: rows.map((row) => toOffer(row, now)), totalCount: rows[0]?.total ?? 0 };
  }
  // Past the end (or nothing matches): the page is empty, the total still answers.
  const count = await selectRows<{ total: number }>(
    db,
    sql`
    SELECT count(*)::int AS total ${fromSql(filter)} WHERE ${where}`,
  );
  return { offers: [], totalCount: count[0]?.total ?? 0 };
}
