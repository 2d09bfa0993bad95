// The rows as the spec answers them: an offer in its list form (its flags, reward text and type
// description come from the domain's rules, computed at `now`, never stored), an offer's detail
// with its locations, and the categories with their offer counts.
import {
  CATEGORY_GROUP_NAMES,
  CategoryGroupType,
  type Offer,
  type OfferCategory,
  type OfferDetail,
  type OfferLocation,
} from '@ignite/domain/marketplace/marketplace-api';
import { isEndingSoon, isRecentlyAdded } from '@ignite/domain/marketplace/offer-flags';
import { offerTypeDescription } from '@ignite/domain/marketplace/offer-type';
import { rewardText } from '@ignite/domain/marketplace/reward-text';
import type { CategoryRow, DetailRow, LocationRow, OfferRow } from './offer-repository.ts';

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const iso = (value: Date | string | null) => (value === null ? null : toDate(value).toISOString());

/** Distances answer with the spec's precision (one decimal is shown; three are kept). */
const kilometres = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 1000) / 1000;

export function toOffer(row: OfferRow, now: Date): Offer {
  const groupType =
    row.group_type === CategoryGroupType.Automotive
      ? CategoryGroupType.Automotive
      : CategoryGroupType.Lifestyle;
  return {
    offerId: row.id,
    title: row.title,
    categoryId: row.category_id,
    categoryName: row.category_name,
    categoryGroupType: groupType,
    offerDistance: row.offer_type === 'instore' ? kilometres(row.km) : null,
    advertiserId: row.advertiser_id,
    advertiserName: row.advertiser_name,
    advertiserLogo: row.logo_url,
    coverImages: row.cover_images,
    offerType: row.offer_type,
    linkUrl: row.link_url,
    isCardLinked: row.is_card_linked,
    utcStartDate: toDate(row.starts_at).toISOString(),
    utcEndDate: iso(row.ends_at),
    utcFeatureFromDate: iso(row.feature_from),
    utcFeatureToDate: iso(row.feature_to),
    featureCoverImageUrl: row.feature_cover_image_url,
    reward: rewardText(row.title),
    offerTypeDescription: offerTypeDescription({
      offerType: row.offer_type,
      isCardLinked: row.is_card_linked,
    }),
    isEndingSoon: isEndingSoon(row.ends_at === null ? null : toDate(row.ends_at), now),
    isRecentlyAdded: isRecentlyAdded(toDate(row.starts_at), now),
    isGiftCard: row.offer_type === 'giftcard',
    isAutomotive: groupType === CategoryGroupType.Automotive,
    isLifestyle: groupType === CategoryGroupType.Lifestyle,
    hasBookingLink: row.has_booking_link,
  };
}

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
 * One offer in its detail form (spec part 3 sections 2 and 3): the list form plus its texts,
 * its advertiser's about-us and its locations, nearest first; its distance is the nearest's.
 */
export function toOfferDetail(row: DetailRow, locationRows: LocationRow[], now: Date): OfferDetail {
  const locations = locationRows.map(toLocation);
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

const groupOf = (groupType: number) =>
  groupType === CategoryGroupType.Automotive
    ? CategoryGroupType.Automotive
    : CategoryGroupType.Lifestyle;

/**
 * Categories and sub-categories (spec part 3 section 3), of one group or both, each with its
 * live offers: a category counts its sub-categories' offers too.
 */
export function categoriesWithCounts(
  rows: readonly CategoryRow[],
  counts: readonly { category_id: string; count: number }[],
  groupType: CategoryGroupType | undefined,
): OfferCategory[] {
  const own = new Map(counts.map((row) => [row.category_id, row.count]));
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
