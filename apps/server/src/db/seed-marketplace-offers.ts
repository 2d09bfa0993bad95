/**
 * The national offers of the marketplace seed: a handful per advertiser, of the types the
 * spec names (in store and card-linked ~45%, online or in-app ~40%, gift cards ~15%), dated
 * around `now` so every home section (recently added, ending soon, featured) has members.
 */
import { offerSearchText } from '@ignite/domain/marketplace/search-text';
import type { offers } from './marketplace-schema.ts';
import {
  coverImageUrl,
  type LocationRow,
  type SeededAdvertiser,
  websiteOf,
} from './seed-marketplace-advertisers.ts';
import type { CategorySeed, SubCategorySeed } from './seed-marketplace-categories.ts';
import {
  howItWorks,
  offerDescription,
  offerTerms,
  offerTitle,
  type OfferType,
  type OfferWords,
  type Reward,
  rewardOf,
} from './seed-marketplace-offer-text.ts';
import { type Random, slugOf } from './seed-marketplace-random.ts';

export type OfferRow = typeof offers.$inferInsert & { id: string; startsAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Of the offers of a lifestyle business, the share that sells its gift cards. */
const GIFT_CARD_SHARE = 0.17;
/** Distinct pictures per sub-category; an offer shows one to three of them. */
export const COVERS_PER_CATEGORY = 24;

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/**
 * Starts from 330 days ago to 20 days ahead; most end 10 to 300 days ahead, some never, a few
 * ended lately. About 8% are featured now (from <= now < to), inside their own dates.
 */
export function offerDates(random: Random, now: Date, mustBeLive = false) {
  const minutes = random.int(0, 600) * 60_000;
  let startsAt = new Date(
    daysFrom(now, mustBeLive ? -random.int(1, 330) : random.int(-330, 20)).getTime() - minutes,
  );
  const roll = random.next();
  let endsAt: Date | null = roll < 0.15 ? null : daysFrom(now, random.int(10, 300));
  if (!mustBeLive && roll >= 0.15 && roll < 0.18) {
    endsAt = daysFrom(now, -random.int(1, 20));
    if (startsAt.getTime() > endsAt.getTime() - 7 * DAY_MS) {
      startsAt = daysFrom(endsAt, -random.int(30, 120));
    }
  }
  const live = startsAt <= now && (endsAt === null || endsAt > now);
  if (!live || !random.chance(0.085)) {
    return { startsAt, endsAt, featureFrom: null, featureTo: null };
  }
  const from = daysFrom(now, -random.int(1, 20));
  const to = daysFrom(now, random.int(3, 40));
  return {
    startsAt,
    endsAt,
    featureFrom: from < startsAt ? startsAt : from,
    featureTo: endsAt !== null && endsAt < to ? endsAt : to,
  };
}

/** One to three of the sub-category's pictures; a featured offer may get its own banner. */
export function offerImages(random: Random, categoryId: string, featured: boolean) {
  const numbers = Array.from({ length: COVERS_PER_CATEGORY }, (_, index) => index + 1);
  return {
    coverImages: random
      .sample(numbers, random.int(1, 3))
      .map((n) => coverImageUrl(`${categoryId}-${n}`)),
    featureCoverImageUrl:
      featured && random.chance(0.5)
        ? coverImageUrl(`${categoryId}-feature-${random.int(1, 8)}`)
        : null,
  };
}

/** The search's own rule, so seeded offers are found exactly as the search looks. */
export const searchTextOf = offerSearchText;

function offerTypeFor(random: Random, sub: SubCategorySeed, category: CategorySeed): OfferType {
  if (sub.channel === 'gift') return 'giftcard';
  if (category.giftCardCategory && random.chance(GIFT_CARD_SHARE)) return 'giftcard';
  if (sub.channel === 'online') return 'others';
  if (sub.channel === 'store') return random.chance(0.8) ? 'instore' : 'others';
  return random.chance(0.35) ? 'instore' : 'others';
}

function rewardKindFor(random: Random, sub: SubCategorySeed, type: OfferType): Reward['kind'] {
  if (sub.perLitre && type === 'instore' && random.chance(0.75)) return 'perLitre';
  const roll = random.next();
  if (type === 'giftcard') return roll < 0.6 ? 'percent' : roll < 0.85 ? 'dollar' : 'deal';
  return roll < 0.42 ? 'percent' : roll < 0.72 ? 'dollar' : roll < 0.82 ? 'upTo' : 'deal';
}

/** Where to find the advertiser, in one sentence of an in-store offer's description. */
export function whereToFind(locations: readonly LocationRow[]): string {
  const [only] = locations;
  if (locations.length === 1 && only) {
    const street = [only.addressLine1, only.addressLine2].filter(Boolean).join(', ');
    return `You'll find us at ${street}, ${only.city} ${only.state} ${only.postcode}.`;
  }
  const states = [...new Set(locations.map((l) => l.state))];
  const listed =
    states.length > 1 ? `${states.slice(0, -1).join(', ')} and ${states.at(-1)}` : states[0];
  return `With ${locations.length} locations in ${listed}, there is one near you.`;
}

function nationalOffer(random: Random, now: Date, advertiser: SeededAdvertiser): OfferRow {
  const { category, row, subCategory: sub } = advertiser;
  const type = offerTypeFor(random, sub, category);
  const categoryId =
    type === 'giftcard' && sub.channel !== 'gift' ? (category.giftCardCategory ?? sub.id) : sub.id;
  const subject = random.pick(sub.subjects);
  const hasBookingLink =
    sub.booking && random.chance(type === 'instore' ? 0.75 : type === 'others' ? 0.5 : 0);
  const isCardLinked =
    type === 'instore' || hasBookingLink || (type === 'others' && random.chance(0.55));
  const website = websiteOf(advertiser.slug);
  const words: OfferWords = {
    advertiserName: row.name,
    sellsGiftCards: sub.channel === 'gift',
    subject,
    pitch: category.pitch,
    type,
    isCardLinked,
    hasBookingLink,
    reward: rewardOf(random, rewardKindFor(random, sub, type), subject),
    whereToFind: whereToFind(advertiser.locations),
    website,
    isCafe: sub.id.endsWith('-cafes'),
  };
  const title = offerTitle(random, words);
  const description = offerDescription(random, words);
  const dates = offerDates(random, now);
  const linkUrl =
    type === 'giftcard'
      ? `${website}/gift-cards`
      : hasBookingLink
        ? `${website}/book?service=${slugOf(subject)}`
        : type === 'others'
          ? `${website}/offers/${slugOf(subject)}`
          : random.chance(0.2)
            ? website
            : null;
  return {
    id: random.uuid(),
    advertiserId: row.id,
    categoryId,
    appConfigurationId: null,
    title,
    offerType: type,
    linkUrl,
    hasBookingLink,
    isCardLinked,
    ...dates,
    ...offerImages(random, categoryId, dates.featureFrom !== null),
    description,
    howItWorks: howItWorks(random, words),
    terms: offerTerms(random, words),
    conditionType: type === 'giftcard' ? null : sub.conditionType,
    isPmaOnly: false,
    searchText: searchTextOf(title, row.name, description),
  };
}

/** Chains run more offers than corner shops; gift card businesses sell several cards. */
export function nationalOffers(
  random: Random,
  now: Date,
  advertisers: readonly SeededAdvertiser[],
): OfferRow[] {
  return advertisers.flatMap((advertiser) => {
    const count =
      advertiser.subCategory.channel === 'gift'
        ? random.int(6, 10)
        : advertiser.isChain
          ? random.int(7, 14)
          : random.int(3, 9);
    return Array.from({ length: count }, () => nationalOffer(random, now, advertiser));
  });
}
