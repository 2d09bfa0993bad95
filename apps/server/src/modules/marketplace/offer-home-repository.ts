// The marketplace home's offer sections (spec part 3 section 2) in one statement: each
// section's first offers and its total, by the same rules as the domain's offer flags.
import { type SQL, sql } from 'drizzle-orm';
import {
  HOME_SECTION_SIZE,
  HOME_SECTIONS,
  type HomeSection,
  type SearchBoundary,
} from '@ignite/domain/marketplace/marketplace-api';
import { ENDING_SOON_DAYS, RECENTLY_ADDED_DAYS } from '@ignite/domain/marketplace/offer-flags';
import type { Database } from '../../db/client.ts';
import {
  distanceSql,
  liveForAppSql,
  type MarketplaceApp,
  offerColumnsSql,
  offeredGroupsSql,
  type OfferRow,
  selectRows,
} from './offer-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A section's rule: which live offers belong to it, and in which order they show (before the
 * id, which breaks ties). Written over the offer's own columns and its advertiser's
 * organisation_id, unqualified, so the home's `live` rows and the search's joined offers
 * both read them.
 */
export function sectionRule(
  section: HomeSection,
  now: Date,
  organisationId: string | null,
): { where: SQL; order: SQL } {
  const featured = sql`feature_from <= ${now} AND feature_to > ${now}`;
  switch (section) {
    case 'originatorOffers':
      return {
        where: organisationId === null ? sql`false` : sql`organisation_id = ${organisationId}`,
        order: sql`starts_at DESC`,
      };
    case 'featureOffers':
      return { where: featured, order: sql`feature_from DESC` };
    case 'specialFeatureOffers':
      return {
        where: sql`${featured} AND feature_cover_image_url IS NOT NULL`,
        order: sql`feature_from DESC`,
      };
    case 'latestOffers':
      return {
        where: sql`starts_at >= ${new Date(now.getTime() - RECENTLY_ADDED_DAYS * DAY_MS)}`,
        order: sql`starts_at DESC`,
      };
    case 'offersEndingSoon':
      return {
        where: sql`ends_at <= ${new Date(now.getTime() + ENDING_SOON_DAYS * DAY_MS)}`,
        order: sql`ends_at ASC`,
      };
    case 'giftCardOffers':
      return { where: sql`offer_type = 'giftcard'`, order: sql`starts_at DESC` };
  }
}

/** One offer of a home section, in the section's order, with the section's total. */
export type SectionRow = OfferRow & { section: HomeSection; total: number };

export type OfferHomeRepository = ReturnType<typeof createOfferHomeRepository>;

export function createOfferHomeRepository(db: Database) {
  return {
    /** Each section's first offers, ordered by section and place, with their distances. */
    sectionRows(
      app: MarketplaceApp,
      boundary: SearchBoundary | null,
      now: Date,
    ): Promise<SectionRow[]> {
      const selects = HOME_SECTIONS.map((name) => {
        const { where, order } = sectionRule(name, now, app.organisationId);
        return sql`(SELECT ${name}::text AS section, live.*, count(*) OVER ()::int AS total,
        row_number() OVER (ORDER BY ${order}, id) AS position
      FROM live WHERE ${where} ORDER BY ${order}, id LIMIT ${HOME_SECTION_SIZE})`;
      });
      // Distances only for the picked in-store offers' advertisers: a few hundred locations.
      const near = boundary
        ? sql`SELECT l.advertiser_id, min(${distanceSql('l', boundary)}) AS km
        FROM advertiser_locations l
        WHERE l.advertiser_id IN (SELECT advertiser_id FROM picked WHERE offer_type = 'instore')
        GROUP BY l.advertiser_id`
        : sql`SELECT NULL::uuid AS advertiser_id, NULL::float8 AS km WHERE false`;
      // The live offers once (of the groups the app offers, so totals agree with See All),
      // each section's slice of them, then the slices' distances.
      const offeredGroups = offeredGroupsSql(app.rewards);
      return selectRows<SectionRow>(
        db,
        sql`
    WITH live AS MATERIALIZED (
      SELECT ${offerColumnsSql}, a.organisation_id
      FROM offers o
      JOIN advertisers a ON a.id = o.advertiser_id
      JOIN offer_categories c ON c.id = o.category_id
      WHERE ${liveForAppSql(app.appConfigurationId, now)}
        ${offeredGroups ? sql`AND ${offeredGroups}` : sql``}),
    picked AS (${sql.join(selects, sql` UNION ALL `)}),
    near AS (${near})
    SELECT picked.*, near.km FROM picked LEFT JOIN near ON near.advertiser_id = picked.advertiser_id
    ORDER BY picked.section, picked.position`,
      );
    },
  };
}
