// The offer search by text: every word of the query, in any order, literally or as a close
// spelling (offers_with_words, migration 0020), ranked by the domain's rule (search-rank.ts).
// The database works out the ranking's inputs for every match (a few hundred rows of numbers);
// the page's offers are then read by id in their list form.
import { type SQL, sql } from 'drizzle-orm';
import type { Offer } from '@ignite/domain/marketplace/marketplace-api';
import {
  rankSearchMatches,
  type SearchMatch,
  type WordMatch,
} from '@ignite/domain/marketplace/search-rank';
import {
  hasTrigram,
  literalLikePattern,
  type SearchWord,
  WORD_SIMILARITY_THRESHOLD,
} from '@ignite/domain/marketplace/search-text';
import type { Database } from '../../db/client.ts';
import { offerColumnsSql, type OfferRow, selectPreparedRows } from './offer-sql.ts';
import { toOffer } from './offer-view.ts';

/** A word's spellings as one element of the text[] parameter (spellings hold no spaces). */
export const wordsParameter = (words: readonly SearchWord[]): string =>
  `{${words.map((w) => `"${w.spellings.join(' ').replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * The offers that match every word. A word with a trigram goes through offers_with_words and
 * the trigram index. A word without one ('co', '%') can only be matched literally, and the
 * index cannot narrow that (it would read all of it): a plain LIKE over the rows is faster.
 */
export function wordsMatchSql(words: readonly SearchWord[]): SQL {
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

export type TextSearch = {
  words: readonly SearchWord[];
  /** The search's conditions over `o` (with wordsMatchSql among them), `a` and `c`. */
  where: SQL;
  /** (advertiser_id, km) of the in-store advertisers among `advertisers`, or null. */
  nearest: ((advertisers: SQL) => SQL) | null;
  /** Only offers with a nearest location (the nearby list). */
  nearbyOnly: boolean;
  limit: number;
  offset: number;
};

/** The page of the ranked matches, and how many match. */
export async function searchByText(
  db: Database,
  search: TextSearch,
  now: Date,
): Promise<{ offers: Offer[]; totalCount: number }> {
  // The matches once (offers_with_words runs once), then their in-store advertisers' nearest
  // locations.
  const matches = sql`SELECT o.id, o.starts_at, o.offer_type, o.advertiser_id,
      ${wordInputsSql(search.words)} AS words
    FROM offers o JOIN advertisers a ON a.id = o.advertiser_id
    JOIN offer_categories c ON c.id = o.category_id
    WHERE ${search.where}`;
  const near = search.nearest
    ? sql`${search.nearbyOnly ? sql`JOIN` : sql`LEFT JOIN`} (${search.nearest(
        sql`SELECT m.advertiser_id FROM m WHERE m.offer_type = 'instore'`,
      )}) AS near ON near.advertiser_id = m.advertiser_id`
    : sql``;
  const km = search.nearest ? sql`CASE WHEN m.offer_type = 'instore' THEN near.km END` : sql`NULL`;
  const rows = await selectPreparedRows<MatchRow>(
    db,
    sql`WITH m AS MATERIALIZED (${matches})
      SELECT m.id, m.starts_at, ${km}::float8 AS km, m.words FROM m ${near}`,
  );
  const ranked = rankSearchMatches(rows.map(toMatch));
  const page = ranked.slice(search.offset, search.offset + search.limit);
  if (page.length === 0) return { offers: [], totalCount: ranked.length };
  const ids = `{${page.map((m) => m.offerId).join(',')}}`;
  const offerRows = await selectPreparedRows<OfferRow>(
    db,
    sql`SELECT ${offerColumnsSql}, NULL::float8 AS km FROM offers o
      JOIN advertisers a ON a.id = o.advertiser_id
      JOIN offer_categories c ON c.id = o.category_id
      WHERE o.id = ANY (${ids}::uuid[])`,
  );
  const byId = new Map(offerRows.map((row) => [row.id, row]));
  const offers = page.flatMap((match) => {
    const row = byId.get(match.offerId);
    return row ? [toOffer({ ...row, km: match.km }, now)] : [];
  });
  return { offers, totalCount: ranked.length };
}
