// The offer search's SQL (spec part 3 section 7): by text (every word, literally or as a close
// spelling, through offers_with_words of migration 0020), or by a category or group, with the
// filter sheet applied before paging so that totalCount and the pages agree. Without text, one
// statement answers the page and the total; a page past the end asks for the total alone. By
// text, the database works out the ranking's inputs for every match (a few hundred rows of
// numbers); the service ranks them by the domain's rule, and the page's offers are then read
// by id in their list form.
//
// Distances cost a haversine per location, so they are worked out only where they are needed:
// for the matching in-store offers when the order is by distance (or only nearby offers are
// wanted, through the position index's box), else for the page's offers alone.
import { type SQL, sql } from 'drizzle-orm';
import { OfferOrder, type OfferSearch } from '@ignite/domain/marketplace/marketplace-api';
import type { SearchMatch, WordMatch } from '@ignite/domain/marketplace/search-rank';
import {
  hasTrigram,
  literalLikePattern,
  type SearchWord,
  searchWords,
  WORD_SIMILARITY_THRESHOLD,
} from '@ignite/domain/marketplace/search-text';
import type { Database } from '../../db/client.ts';
import { sectionRule } from './offer-home-repository.ts';
import {
  distanceSql,
  liveForAppSql,
  offerColumnsSql,
  offeredGroupsSql,
  type OfferRow,
  selectPreparedRows,
  selectRows,
  withinBoxSql,
} from './offer-repository.ts';

/** What a search asks for, with what the caller's app decides. */
export type OfferFilter = Omit<OfferSearch, 'appConsumerId' | 'pageNumber' | 'pageSize'> & {
  /** The category and, for a category, its sub-categories. */
  categoryIds: string[] | null;
  /** The app's dealership, whose advertiser's offers are the originator section. */
  organisationId: string | null;
  /** The app's enableAutomotiveRewards: without it, no automotive offer matches. */
  rewards: boolean;
  now: Date;
};

function conditions(filter: OfferFilter, now: Date): SQL {
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
const byDistance = (filter: OfferFilter) =>
  filter.searchBoundary !== null &&
  (filter.orderBy === OfferOrder.Closest || filter.filterType === 'InStore' || filter.nearbyOnly);

/** Each in-store advertiser's nearest location among `advertisers`, as (advertiser_id, km). */
function nearestSql(filter: OfferFilter, advertisers: SQL): SQL {
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
function rankedSql(filter: OfferFilter, now: Date, limit: number, offset: number): SQL {
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
function pageSql(filter: OfferFilter, now: Date, limit: number, offset: number): SQL {
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

/** A word's spellings as one element of the text[] parameter (spellings hold no spaces). */
const wordsParameter = (words: readonly SearchWord[]): string =>
  `{${words.map((w) => `"${w.spellings.join(' ').replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * The offers that match every word. A word with a trigram goes through offers_with_words and
 * the trigram index. A word without one ('co', '%') can only be matched literally, and the
 * index cannot narrow that (it would read all of it): a plain LIKE over the rows is faster.
 */
function wordsMatchSql(words: readonly SearchWord[]): SQL {
  const indexed = words.filter((word) => word.spellings.every(hasTrigram));
  const literal = words.filter((word) => !word.spellings.every(hasTrigram));
  const parts = literal.map(
    (word) =>
      sql`(${sql.join(
        word.spellings.map((spelling) => sql`o.search_text LIKE ${literalLikePattern(spelling)}`),
        sql` OR `,
      )})`,
  );
  if (indexed.length > 0) {
    parts.unshift(sql`o.id IN (SELECT offers_with_words(${wordsParameter(indexed)}::text[]))`);
  }
  return sql.join(parts, sql` AND `);
}

/** A spelling's LIKE pattern in SQL: its wildcards and the escape escaped, anywhere. */
const likePattern = sql`'%' || replace(replace(replace(s.spelling, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;

/**
 * For each word in order, [head holds, head similarity, text holds, text similarity] over its
 * spellings; `o` is the offer, `a` its advertiser. Similarity costs tens of microseconds a
 * text, so it is worked out only where the domain uses it (see WordFound): the head's where
 * the head does not hold the word, the whole text's where neither the head nor the text does
 * and the head is not close either.
 */
function wordInputsSql(words: readonly SearchWord[]): SQL {
  const head = sql`lower(o.title || ' ' || a.name)`;
  const threshold = sql`${WORD_SIMILARITY_THRESHOLD}::float4`;
  return sql`(SELECT json_agg(json_build_array(hh, hs, th,
        CASE WHEN hh OR th OR hs >= ${threshold} THEN 0 ELSE (
          SELECT max(strict_word_similarity(spelling, o.search_text))
          FROM unnest(string_to_array(spellings, ' ')) AS t(spelling)) END) ORDER BY i)
    FROM (SELECT i, spellings, hh, th,
        CASE WHEN hh THEN 0 ELSE (
          SELECT max(strict_word_similarity(spelling, ${head}))
          FROM unnest(string_to_array(spellings, ' ')) AS t(spelling)) END AS hs
      FROM (SELECT q.i, q.spellings,
          bool_or(${head} LIKE ${likePattern}) AS hh,
          bool_or(o.search_text LIKE ${likePattern}) AS th
        FROM unnest(${wordsParameter(words)}::text[]) WITH ORDINALITY AS q(spellings, i)
        CROSS JOIN LATERAL unnest(string_to_array(q.spellings, ' ')) AS s(spelling)
        GROUP BY q.i, q.spellings) AS held) AS per_word)`;
}

type MatchRow = {
  id: string;
  starts_at: Date | string;
  km: number | string | null;
  words: [boolean, number, boolean, number][];
};

const toMatch = (row: MatchRow): SearchMatch => ({
  offerId: row.id,
  words: row.words.map(([hh, hs, th, ts]): WordMatch => ({
    head: { holds: hh, similarity: Number(hs) },
    text: { holds: th, similarity: Number(ts) },
  })),
  km: row.km === null ? null : Number(row.km),
  startsAt: new Date(row.starts_at).getTime(),
});

export type OfferSearchRepository = ReturnType<typeof createOfferSearchRepository>;

export function createOfferSearchRepository(db: Database) {
  return {
    /** A page of the offers the filter (without text) finds, in their list form, and the total. */
    async browsePage(
      filter: OfferFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: OfferRow[]; totalCount: number }> {
      const now = filter.now;
      const rows = await selectPreparedRows<OfferRow & { total: number }>(
        db,
        pageSql(filter, now, limit, offset),
      );
      if (rows.length > 0) return { rows, totalCount: rows[0]?.total ?? 0 };
      // Past the end (or nothing matches): the page is empty, the total still answers.
      const [total] = await selectRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM (${rankedSql(filter, now, 1_000_000, 0)}) AS all_ranked`,
      );
      return { rows: [], totalCount: total?.total ?? 0 };
    },

    /**
     * Every offer that matches every word of `searchQuery` and the filter, with the inputs of
     * its ranking. The matches are read once (offers_with_words runs once), then their
     * in-store advertisers' nearest locations.
     */
    async textMatches(filter: OfferFilter, searchQuery: string): Promise<SearchMatch[]> {
      const nearest = filter.searchBoundary
        ? (advertisers: SQL) => nearestSql(filter, advertisers)
        : null;
      const matches = sql`SELECT o.id, o.starts_at, o.offer_type, o.advertiser_id,
      ${wordInputsSql(searchWords(searchQuery))} AS words
    FROM offers o JOIN advertisers a ON a.id = o.advertiser_id
    JOIN offer_categories c ON c.id = o.category_id
    WHERE ${conditions(filter, filter.now)}`;
      const near = nearest
        ? sql`${filter.nearbyOnly ? sql`JOIN` : sql`LEFT JOIN`} (${nearest(
            sql`SELECT m.advertiser_id FROM m WHERE m.offer_type = 'instore'`,
          )}) AS near ON near.advertiser_id = m.advertiser_id`
        : sql``;
      const km = nearest ? sql`CASE WHEN m.offer_type = 'instore' THEN near.km END` : sql`NULL`;
      const rows = await selectPreparedRows<MatchRow>(
        db,
        sql`WITH m AS MATERIALIZED (${matches})
      SELECT m.id, m.starts_at, ${km}::float8 AS km, m.words FROM m ${near}`,
      );
      return rows.map(toMatch);
    },

    /** The offers of `ids` in their list form, without distances, in no particular order. */
    offersById(ids: readonly string[]): Promise<OfferRow[]> {
      const idArray = `{${ids.join(',')}}`;
      return selectPreparedRows<OfferRow>(
        db,
        sql`SELECT ${offerColumnsSql}, NULL::float8 AS km FROM offers o
      JOIN advertisers a ON a.id = o.advertiser_id
      JOIN offer_categories c ON c.id = o.category_id
      WHERE o.id = ANY (${idArray}::uuid[])`,
      );
    },
  };
}
