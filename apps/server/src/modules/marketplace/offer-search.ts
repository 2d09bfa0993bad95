// The offer search (spec part 3 section 7): text (ranked by relevance, offer-text-search.ts),
// or a category or group, with the filter sheet applied before paging so that totalCount and
// the pages agree. Without text, one statement answers the page and the total; a page past the
// end asks for the total alone.
//
// Distances cost a haversine per location, so they are worked out only where they are needed:
// for the matching in-store offers when the order is by distance (or only nearby offers are
// wanted, through the position index's box), else for the page's offers alone.
import { type SQL, sql } from 'drizzle-orm';
import {
  type Offer,
  OfferOrder,
  type OfferSearch,
} from '@ignite/domain/marketplace/marketplace-api';
import { searchWords } from '@ignite/domain/marketplace/search-text';
import type { Database } from '../../db/client.ts';
import {
  distanceSql,
  liveForAppSql,
  offerColumnsSql,
  offeredGroupsSql,
  type OfferRow,
  selectPreparedRows,
  selectRows,
  withinBoxSql,
} from './offer-sql.ts';
import { sectionRule } from './offer-home.ts';
import { toOffer } from './offer-view.ts';
import { searchByText, wordsMatchSql } from './offer-text-search.ts';

type Filter = Omit<OfferSearch, 'appConsumerId' | 'pageNumber' | 'pageSize'> & {
  /** The category and, for a category, its sub-categories. */
  categoryIds: string[] | null;
  /** The app's dealership, whose advertiser's offers are the originator section. */
  organisationId: string | null;
  /** The app's enableAutomotiveRewards: without it, no automotive offer matches. */
  rewards: boolean;
  now: Date;
};

function conditions(filter: Filter, now: Date): SQL {
  const parts: SQL[] = [liveForAppSql(filter.appConfigurationId, now)];
  if (filter.section !== undefined) {
    parts.push(sectionRule(filter.section, now, filter.organisationId).where);
  }
  if (filter.searchQuery !== undefined) parts.push(wordsMatchSql(searchWords(filter.searchQuery)));
  if (filter.categoryIds !== null) {
    const ids = sql.join(
      filter.categoryIds.map((id) => sql`${id}`),
      sql`, `,
    );
    parts.push(sql`o.category_id IN (${ids})`);
  }
  if (filter.categoryGroupType !== undefined) {
    parts.push(sql`c.group_type = ${filter.categoryGroupType}`);
  }
  const offeredGroups = offeredGroupsSql(filter.rewards);
  if (offeredGroups) parts.push(offeredGroups);
  if (filter.filterType === 'InStore' || filter.nearbyOnly) {
    parts.push(sql`o.offer_type = 'instore'`);
  }
  if (filter.filterType === 'InApp') parts.push(sql`o.offer_type <> 'instore'`);
  if (filter.cardLinkedOnly) parts.push(sql`o.is_card_linked`);
  return sql.join(parts, sql` AND `);
}

/** By distance for orderBy 1, the In Store filter and nearby (missing distances last). */
const byDistance = (filter: Filter) =>
  filter.searchBoundary !== null &&
  (filter.orderBy === OfferOrder.Closest || filter.filterType === 'InStore' || filter.nearbyOnly);

/** Each in-store advertiser's nearest location among `advertisers`, as (advertiser_id, km). */
function nearestSql(filter: Filter, advertisers: SQL): SQL {
  const boundary = filter.searchBoundary;
  if (!boundary) return sql`SELECT NULL::uuid AS advertiser_id, NULL::float8 AS km WHERE false`;
  const distance = distanceSql('l', boundary);
  if (!filter.nearbyOnly) {
    return sql`SELECT l.advertiser_id, min(${distance}) AS km FROM advertiser_locations l
      WHERE l.advertiser_id IN (${advertisers}) GROUP BY l.advertiser_id`;
  }
  return sql`SELECT advertiser_id, min(km) AS km FROM (
      SELECT l.advertiser_id, ${distance} AS km FROM advertiser_locations l
      WHERE ${withinBoxSql('l', boundary, boundary.distanceKms)}
        AND l.advertiser_id IN (${advertisers})) AS candidates
    WHERE km <= ${boundary.distanceKms}::float8 GROUP BY advertiser_id`;
}

/**
 * The page's ids in order, with each one's place and the total. By distance, every match's
 * distance is needed to rank it; nearby, the box around the point narrows the locations first
 * (position index).
 */
function rankedSql(filter: Filter, now: Date, limit: number, offset: number): SQL {
  const join = sql.join(
    [
      // The category, for a group asked for or a group the app does not offer.
      filter.categoryGroupType === undefined && offeredGroupsSql(filter.rewards) === null
        ? sql``
        : sql`JOIN offer_categories c ON c.id = o.category_id`,
      // The originator section names the advertiser's dealership.
      filter.section === undefined ? sql`` : sql`JOIN advertisers a ON a.id = o.advertiser_id`,
    ],
    sql` `,
  );
  const newest =
    filter.section === undefined
      ? sql`o.starts_at DESC`
      : sectionRule(filter.section, filter.now, filter.organisationId).order;
  const where = conditions(filter, now);
  if (!byDistance(filter)) {
    const order = sql`${newest}, o.id`;
    return sql`SELECT o.id, NULL::float8 AS km, count(*) OVER ()::int AS total,
        row_number() OVER (ORDER BY ${order}) AS place
      FROM offers o ${join} WHERE ${where}
      ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  }
  const inStore = sql`SELECT o.advertiser_id FROM offers o ${join} WHERE ${where}
    AND o.offer_type = 'instore'`;
  const order = sql`km ASC NULLS LAST, o.starts_at DESC, o.id`;
  return sql`SELECT o.id, km, count(*) OVER ()::int AS total,
      row_number() OVER (ORDER BY ${order}) AS place
    FROM (SELECT o.*, CASE WHEN o.offer_type = 'instore' THEN near.km END AS km
      FROM offers o ${join}
      ${filter.nearbyOnly ? sql`JOIN` : sql`LEFT JOIN`} (${nearestSql(filter, inStore)}) AS near
        ON near.advertiser_id = o.advertiser_id
      WHERE ${where}) AS o
    ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * The page in its list form, in one statement with its ranking: the distances ranking found,
 * or (newest first) worked out for the page's offers alone.
 */
function pageSql(filter: Filter, now: Date, limit: number, offset: number): SQL {
  const near = byDistance(filter)
    ? sql`ranked.km`
    : filter.searchBoundary
      ? sql`(SELECT min(${distanceSql('l', filter.searchBoundary)}) FROM advertiser_locations l
          WHERE l.advertiser_id = o.advertiser_id AND o.offer_type = 'instore')`
      : sql`NULL::float8`;
  return sql`WITH ranked AS MATERIALIZED (${rankedSql(filter, now, limit, offset)})
    SELECT ${offerColumnsSql}, ${near} AS km, ranked.total
    FROM ranked
    JOIN offers o ON o.id = ranked.id
    JOIN advertisers a ON a.id = o.advertiser_id
    JOIN offer_categories c ON c.id = o.category_id
    ORDER BY ranked.place`;
}

export async function searchOffers(
  db: Database,
  search: OfferSearch,
  scope: { categoryIds: string[] | null; organisationId: string | null; rewards: boolean },
  now: Date,
): Promise<{ offers: Offer[]; totalCount: number }> {
  const filter: Filter = { ...search, ...scope, now };
  const offset = (search.pageNumber - 1) * search.pageSize;
  if (filter.searchQuery !== undefined) {
    return searchByText(
      db,
      {
        words: searchWords(filter.searchQuery),
        where: conditions(filter, now),
        nearest: filter.searchBoundary ? (advertisers) => nearestSql(filter, advertisers) : null,
        nearbyOnly: filter.nearbyOnly,
        limit: search.pageSize,
        offset,
      },
      now,
    );
  }
  const rows = await selectPreparedRows<OfferRow & { total: number }>(
    db,
    pageSql(filter, now, search.pageSize, offset),
  );
  if (rows.length > 0) {
    return { offers: rows.map((row) => toOffer(row, now)), totalCount: rows[0]?.total ?? 0 };
  }
  // Past the end (or nothing matches): the page is empty, the total still answers.
  const [total] = await selectRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM (${rankedSql(filter, now, 1_000_000, 0)}) AS all_ranked`,
  );
  return { offers: [], totalCount: total?.total ?? 0 };
}
