// One offer in its detail form (spec part 3 sections 2 and 3): the list form plus its texts,
// its advertiser's about-us and its locations, nearest first from the caller's position.
import { sql } from 'drizzle-orm';
import type { OfferDetail, OfferLocation } from '@ignite/domain/marketplace/marketplace-api';
import type { Database } from '../../db/client.ts';
import {
  distanceSql,
  liveForAppSql,
  offerColumnsSql,
  offeredGroupsSql,
  type OfferRow,
  type Point,
  selectRows,
} from './offer-sql.ts';
import { toOffer } from './offer-view.ts';

type DetailRow = OfferRow & {
  description: string[];
  how_it_works: string[];
  terms: string[];
  about_us: string[];
};

type LocationRow = {
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

function toLocation(row: LocationRow): OfferLocation {
  const address = [row.address_line1, row.address_line2, `${row.city} ${row.state} ${row.postcode}`]
    .filter(Boolean)
    .join(', ');
  return {
    locationId: row.id,
    name: row.name,
    description: row.description,
    address,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    latitude: row.latitude,
    longitude: row.longitude,
    linkUrl: row.link_url,
    email: row.email,
    phone: row.phone,
    postcodes: row.postcodes,
    heroImageUrl: row.hero_image_url,
    distance: row.km === null ? null : Math.round(Number(row.km) * 1000) / 1000,
  };
}

/**
 * The offer if one of `apps` offers it: live for the app, and of a group the app offers
 * (another app's offer, an automotive one without automotive rewards, an ended one and an
 * unknown id are all not found).
 */
export async function findOfferDetail(
  db: Database,
  offerId: string,
  apps: readonly { appConfigurationId: string; rewards: boolean }[],
  position: Point | null,
  now: Date,
): Promise<OfferDetail | null> {
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
  const row = rows[0];
  if (!row) return null;

  // Only an in-store offer is at its advertiser's locations; online offers have none.
  const locations =
    row.offer_type === 'instore'
      ? (
          await selectRows<LocationRow>(
            db,
            sql`
            SELECT l.*, ${position ? distanceSql('l', position) : sql`NULL::float8`} AS km
            FROM advertiser_locations l WHERE l.advertiser_id = ${row.advertiser_id}
            ORDER BY km ASC NULLS LAST, l.name, l.id`,
          )
        ).map(toLocation)
      : [];
  const nearest = locations[0]?.distance ?? null;
  const offer = toOffer({ ...row, km: nearest }, now);
  return {
    ...offer,
    description: row.description,
    howItWorks: row.how_it_works,
    terms: row.terms,
    advertiserAboutUs: row.about_us,
    locations,
    hasLink: row.link_url !== null,
    isOnlineOffer: row.offer_type !== 'instore',
    isInstoreOffer: row.offer_type === 'instore',
  };
}
