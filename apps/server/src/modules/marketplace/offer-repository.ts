// The offers' SQL: the pieces every offer query shares (which offers are live for an app, the
// distance from a point, the columns of an offer's list form), written once so that the
// search, the home sections and the detail cannot disagree; and the reads of one app's
// offers, one offer with its locations, and the categories with their live offer counts.
import { createHash } from 'node:crypto';
import { asc, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { EARTH_RADIUS_KM } from '@ignite/domain/marketplace/distance';
import { hiddenCategoryGroups } from '@ignite/domain/marketplace/offer-filter';
import type { Database } from '../../db/client.ts';
import { offerCategories } from '../../db/marketplace-schema.ts';

export type Point = { latitude: number; longitude: number };

/** An app whose catalogue is read, with what its catalogue depends on. */
export type MarketplaceApp = {
  appConfigurationId: string;
  /** The app's dealership, whose advertiser's offers come first. */
  organisationId: string | null;
  /** The app's enableAutomotiveRewards: without it, no automotive offer is offered. */
  rewards: boolean;
};

/**
 * Degrees to nine places (a tenth of a millimetre). PostgreSQL refuses a product that
 * underflows to zero: radians() of a position such as 5e-324, valid to the schema, failed the
 * query and answered 500 (found by the route fuzz, test/fuzz).
 */
const toNanodegrees = (degrees: number) => Math.round(degrees * 1e9) / 1e9;

/**
 * Haversine distance in km from `point` to the row `alias`'s latitude and longitude: the
 * domain's haversineKm in SQL (a test holds the two to the same figure).
 */
export function distanceSql(alias: string, point: Point): SQL {
  const lat = sql.raw(`${alias}.latitude`);
  const lng = sql.raw(`${alias}.longitude`);
  const latitude = toNanodegrees(point.latitude);
  const longitude = toNanodegrees(point.longitude);
  return sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(${lat}))
      * power(sin(radians(${lng} - ${longitude}::float8) / 2), 2)))))`;
}

/**
 * A box around `point` that holds every place within `km` (a degree of latitude is at least
 * 110.5 km), so the position index narrows the rows before the exact distance. Near the
 * poles the longitude span is the whole circle.
 */
export function withinBoxSql(alias: string, point: Point, km: number): SQL {
  const latDelta = km / 110.5;
  const cosLat = Math.cos((point.latitude * Math.PI) / 180);
  const lngDelta = cosLat > 0.01 ? Math.min(180, km / (111.3 * cosLat)) : 180;
  const lat = sql.raw(`${alias}.latitude`);
  const lng = sql.raw(`${alias}.longitude`);
  const box = sql`${lat} BETWEEN ${point.latitude - latDelta}::float8 AND ${point.latitude + latDelta}::float8`;
  if (lngDelta >= 180) return box;
  const west = point.longitude - lngDelta;
  const east = point.longitude + lngDelta;
  // A box across the antimeridian is two ranges.
  if (west < -180)
    return sql`${box} AND (${lng} >= ${west + 360}::float8 OR ${lng} <= ${east}::float8)`;
  if (east > 180)
    return sql`${box} AND (${lng} >= ${west}::float8 OR ${lng} <= ${east - 360}::float8)`;
  return sql`${box} AND ${lng} BETWEEN ${west}::float8 AND ${east}::float8`;
}

/** Offers `o` live at `now` for the app: started, not ended, national or the app's own. */
export function liveForAppSql(appConfigurationId: string, now: Date): SQL {
  return sql`o.starts_at <= ${now} AND (o.ends_at IS NULL OR o.ends_at > ${now})
    AND (o.app_configuration_id IS NULL OR o.app_configuration_id = ${appConfigurationId})`;
}

/**
 * The domain's enableAutomotiveRewards rule (hiddenCategoryGroups) over `c`, the offer's
 * category: null when the app offers every group, so the query needs neither it nor `c`.
 */
export function offeredGroupsSql(enableAutomotiveRewards: boolean): SQL | null {
  const hidden = hiddenCategoryGroups(enableAutomotiveRewards);
  if (hidden.length === 0) return null;
  return sql`c.group_type NOT IN (${sql.join(
    hidden.map((group) => sql`${group}::int`),
    sql`, `,
  )})`;
}

/** The columns of an offer's list form, from `o` joined to `a` (advertiser), `c` (category). */
export const offerColumnsSql = sql`o.id, o.title, o.category_id, c.display_name AS category_name,
  c.group_type, o.advertiser_id, a.name AS advertiser_name, a.logo_url, o.cover_images,
  o.offer_type, o.link_url, o.has_booking_link, o.is_card_linked, o.starts_at, o.ends_at,
  o.feature_from, o.feature_to, o.feature_cover_image_url`;

/** One row of offerColumnsSql, plus the distance when asked for. */
export type OfferRow = {
  id: string;
  title: string;
  category_id: string;
  category_name: string;
  group_type: number;
  advertiser_id: string;
  advertiser_name: string;
  logo_url: string;
  cover_images: string[];
  offer_type: 'instore' | 'giftcard' | 'others';
  link_url: string | null;
  has_booking_link: boolean;
  is_card_linked: boolean;
  starts_at: Date | string;
  ends_at: Date | string | null;
  feature_from: Date | string | null;
  feature_to: Date | string | null;
  feature_cover_image_url: string | null;
  km: number | string | null;
};

/** An offer's row in its detail form: the list form's columns and its texts. */
export type DetailRow = OfferRow & {
  description: string[];
  how_it_works: string[];
  terms: string[];
  about_us: string[];
};

/** One of an advertiser's locations, with its distance from the caller when known. */
export type LocationRow = {
  id: string;
  name: string;
  description: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  postcode: string;
  latitude: number;
  longitude: number;
  link_url: string | null;
  email: string | null;
  phone: string | null;
  postcodes: string[];
  hero_image_url: string | null;
  km: number | null;
};

export type CategoryRow = typeof offerCategories.$inferSelect;

/**
 * Runs a statement and answers its rows. Both drivers (PGlite and node-postgres) answer an
 * object with `rows`; the shared Database type cannot say so, hence the one cast here.
 */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * selectRows as a named prepared statement on PostgreSQL: each connection parses and plans a
 * statement's text once, not on every call (about a third of the offer search's database
 * time). The name is the text's hash, so one text is one statement; callers keep the number
 * of texts small (their shape varies with the filters, never with the values). PGlite runs it
 * as an ordinary statement.
 */
export async function selectPreparedRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const name = `q${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
  const prepared = db._.session.prepareQuery(built, undefined, name, false);
  const result = (await prepared.execute()) as unknown as { rows: Row[] };
  return result.rows;
}

export type OfferRepository = ReturnType<typeof createOfferRepository>;

export function createOfferRepository(db: Database) {
  return {
    /** Every category, in display order: each category followed by its sub-categories. */
    async categories(): Promise<CategoryRow[]> {
      return db
        .select()
        .from(offerCategories)
        .orderBy(asc(offerCategories.groupType), asc(offerCategories.ordinal));
    },

    /** How many offers live at `now` for the app each category holds itself. */
    liveOfferCounts(appConfigurationId: string, now: Date) {
      return selectRows<{ category_id: string; count: number }>(
        db,
        sql`
      SELECT o.category_id, count(*)::int AS count FROM offers o
      WHERE ${liveForAppSql(appConfigurationId, now)} GROUP BY o.category_id`,
      );
    },

    /** The category and its sub-categories: empty, or without it, when there is no such one. */
    async categoryAndChildren(categoryId: string) {
      return db
        .select({ id: offerCategories.id, parentId: offerCategories.parentId })
        .from(offerCategories)
        .where(
          sql`${offerCategories.id} = ${categoryId} OR ${offerCategories.parentId} = ${categoryId}`,
        );
    },

    /**
     * The app's live offers of the groups it offers, the app's dealership's first, then the
     * newest: at most 1000.
     */
    appOffers(
      app: MarketplaceApp,
      query: { conditionType?: number | undefined; isInPma?: boolean | undefined },
      now: Date,
    ) {
      const offeredGroups = offeredGroupsSql(app.rewards);
      return selectRows<OfferRow>(
        db,
        sql`
        SELECT ${offerColumnsSql}, NULL::float8 AS km
        FROM offers o
        JOIN advertisers a ON a.id = o.advertiser_id
        JOIN offer_categories c ON c.id = o.category_id
        WHERE ${liveForAppSql(app.appConfigurationId, now)}
          ${offeredGroups ? sql`AND ${offeredGroups}` : sql``}
          ${query.conditionType === undefined ? sql`` : sql`AND o.condition_type = ${query.conditionType}`}
          ${query.isInPma ? sql`` : sql`AND NOT o.is_pma_only`}
        ORDER BY (a.organisation_id IS NOT DISTINCT FROM ${app.organisationId}) DESC,
          o.starts_at DESC, o.id
        LIMIT 1000`,
      );
    },

    /**
     * The offer if one of `apps` offers it: live for the app, and of a group the app offers
     * (another app's offer, an automotive one without automotive rewards, an ended one and an
     * unknown id are all undefined).
     */
    async offerDetail(
      offerId: string,
      apps: readonly Pick<MarketplaceApp, 'appConfigurationId' | 'rewards'>[],
      now: Date,
    ): Promise<DetailRow | undefined> {
      const visibleTo = sql.join(
        apps.map((app) => {
          const groups = offeredGroupsSql(app.rewards);
          const live = liveForAppSql(app.appConfigurationId, now);
          return groups ? sql`(${live} AND ${groups})` : sql`(${live})`;
        }),
        sql` OR `,
      );
      const rows = await selectRows<DetailRow>(
        db,
        sql`
    SELECT ${offerColumnsSql}, NULL::float8 AS km, o.description, o.how_it_works, o.terms,
      a.about_us
    FROM offers o
    JOIN advertisers a ON a.id = o.advertiser_id
    JOIN offer_categories c ON c.id = o.category_id
    WHERE o.id = ${offerId} AND (${visibleTo})`,
      );
      return rows[0];
    },

    /** The advertiser's locations, nearest `position` first when there is one, else by name. */
    advertiserLocations(advertiserId: string, position: Point | null) {
      return selectRows<LocationRow>(
        db,
        sql`
            SELECT l.*, ${position ? distanceSql('l', position) : sql`NULL::float8`} AS km
            FROM advertiser_locations l WHERE l.advertiser_id = ${advertiserId}
            ORDER BY km ASC NULLS LAST, l.name, l.id`,
      );
    },
  };
}
