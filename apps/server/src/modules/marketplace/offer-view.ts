// An offer row as the spec's Offer (list form): its flags, reward text and type description
// come from the domain's rules, computed at `now`, never stored.
import { CategoryGroupType, type Offer } from '@ignite/domain/marketplace/marketplace-api';
import { isEndingSoon, isRecentlyAdded } from '@ignite/domain/marketplace/offer-flags';
import { offerTypeDescription } from '@ignite/domain/marketplace/offer-type';
import { rewardText } from '@ignite/domain/marketplace/reward-text';
import type { OfferRow } from './offer-sql.ts';

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
