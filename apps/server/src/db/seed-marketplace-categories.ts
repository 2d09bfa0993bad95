/**
 * The shape of the marketplace's category tree (spec part 3 section 3) as the seed writes it,
 * with what the seed needs to invent believable businesses and offers in each sub-category:
 * the words a business name ends with, what an offer is on, how the business sells, and the
 * garage condition its offers serve. Ids are readable slugs (group, category, sub-category),
 * so a cover image key such as 'lifestyle-food-drink-cafes-3' says which pictogram to draw.
 * The trees themselves are in seed-marketplace-automotive.ts and seed-marketplace-lifestyle.ts.
 */
import { CategoryGroupType } from '@ignite/domain/marketplace/marketplace-api';
import { ConditionType } from '@ignite/domain/garage/enums';

/** store: mostly in-store offers; online: only online; both: either; gift: gift cards only. */
export type Channel = 'store' | 'online' | 'both' | 'gift';
const CHANNELS: readonly Channel[] = ['store', 'online', 'both', 'gift'];

export type SubCategorySeed = {
  id: string;
  name: string;
  /** A business name ends with one of these: 'Espresso Bar', 'Tyre Centre'. */
  nouns: readonly string[];
  /** What an offer is on: 'your morning coffee', 'a set of four tyres'. */
  subjects: readonly string[];
  channel: Channel;
  /** How many national advertisers have this as their main line of business. */
  advertisers: number;
  conditionType: ConditionType | null;
  /** In-store offers here take bookings (a service, a treatment), so their link books. */
  booking: boolean;
  /** The business comes to you: its locations list the postcodes they serve. */
  mobile: boolean;
  /** Rewarded per litre rather than as cashback. */
  perLitre: boolean;
};

export type CategorySeed = {
  id: string;
  name: string;
  groupType: CategoryGroupType;
  /** Finishes "<advertiser> ..." in about-us texts and descriptions. */
  pitch: string;
  /** Opening hours: the description of a location. */
  hours: readonly string[];
  /** The Gift Cards sub-category this category's gift cards belong to. */
  giftCardCategory: string | null;
  subCategories: SubCategorySeed[];
};

const list = (text: string) => text.split(';').map((item) => item.trim());

/**
 * One sub-category from a table row, so the tree reads as a table of one line each:
 * 'slug | Name | noun; noun | subject; subject | channel count [ConditionType] [booking]
 * [mobile] [perLitre]'. A typo in a word fails the seed at once rather than seeding nonsense.
 */
function parseSubCategory(parentId: string, row: string): SubCategorySeed {
  const [slug, name, nouns, subjects, traits] = row.split('|').map((part) => part.trim());
  if (!slug || !name || !nouns || !subjects || !traits) throw new Error(`Bad row: ${row}`);
  const [channel, count, ...flags] = traits.split(/\s+/);
  if (!CHANNELS.includes(channel as Channel) || !Number(count)) throw new Error(`Bad row: ${row}`);
  const seed: SubCategorySeed = {
    id: `${parentId}-${slug}`,
    name,
    nouns: list(nouns),
    subjects: list(subjects),
    channel: channel as Channel,
    advertisers: Number(count),
    conditionType: null,
    booking: false,
    mobile: false,
    perLitre: false,
  };
  for (const flag of flags) {
    if (flag === 'booking' || flag === 'mobile' || flag === 'perLitre') seed[flag] = true;
    else if (flag in ConditionType)
      seed.conditionType = ConditionType[flag as keyof typeof ConditionType];
    else throw new Error(`Unknown trait ${flag} in: ${row}`);
  }
  return seed;
}

export type CategoryRows = {
  slug: string;
  name: string;
  pitch: string;
  hours: readonly string[];
  giftCardCategory?: string;
  subCategories: readonly string[];
};

/** A category of the group, its id prefixed by the group: 'automotive-tyres'. */
export function categoriesOf(groupType: CategoryGroupType, rows: readonly CategoryRows[]) {
  const prefix = groupType === CategoryGroupType.Automotive ? 'automotive' : 'lifestyle';
  return rows.map((row): CategorySeed => {
    const id = `${prefix}-${row.slug}`;
    return {
      id,
      name: row.name,
      groupType,
      pitch: row.pitch,
      hours: row.hours,
      giftCardCategory: row.giftCardCategory ?? null,
      subCategories: row.subCategories.map((sub) => parseSubCategory(id, sub)),
    };
  });
}

export const WORKSHOP_HOURS = [
  'Mon–Fri 7:30am–5:30pm, Sat 8am–12pm',
  'Mon–Fri 7am–6pm',
  'Mon–Sat 8am–5pm',
];
export const SHOP_HOURS = [
  'Open 7 days, 9am–5:30pm',
  'Mon–Sat 9am–6pm, Sun 10am–4pm',
  'Open 7 days, 8am–8pm',
];
