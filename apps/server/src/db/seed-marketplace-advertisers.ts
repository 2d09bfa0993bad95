/**
 * The marketplace seed's national advertisers: believable (invented) Australian business names,
 * an about-us text, and their locations. About one in five is a chain with dozens of stores
 * over the whole country; the rest are local businesses with a few stores around one suburb.
 */
import type { advertiserLocations, advertisers } from './marketplace-schema.ts';
import type { CategorySeed, SubCategorySeed } from './seed-marketplace-categories.ts';
import { type Suburb, streetNames, streetTypes, suburbs } from './seed-marketplace-places.ts';
import { type Random, slugOf } from './seed-marketplace-random.ts';

export type AdvertiserRow = typeof advertisers.$inferInsert & { id: string; name: string };
export type LocationRow = typeof advertiserLocations.$inferInsert;

export type SeededAdvertiser = {
  row: AdvertiserRow;
  slug: string;
  category: CategorySeed;
  subCategory: SubCategorySeed;
  isChain: boolean;
  locations: LocationRow[];
};

/** The URLs of the locally drawn images (modules/marketplace/image-routes.ts). */
export const coverImageUrl = (key: string) => `/api/marketplace/images/cover/${key}.svg`;
export const logoImageUrl = (slug: string) => `/api/marketplace/images/logo/${slug}.svg`;
/** Invented web addresses under example.com.au, so no link points at a real business. */
export const websiteOf = (slug: string) => `https://${slug}.example.com.au`;

const words = (text: string) => text.split(';').map((word) => word.trim());
const PLACE_WORDS = words(
  'Wattle; Bluegum; Ironbark; Harbourside; Banksia; Kookaburra; Jacaranda; Sandstone; Saltwater; Blue Wren; Lyrebird; Paperbark; Coolabah; Brolga; Currawong; Galah; Boab; Mallee; Acacia; Waratah; Southerly; Eastside; Northshore; Bayside; Riverside; Parkside; Laneway; Cornerstone; Lighthouse; Summit; Greenfield; Red Gum; Old Mill; Tidewater; Silver Gull; Southern Cross; Coral Coast; Blackwood; Ridgeline; Golden Mile',
);
const SURNAMES = words(
  "Morrison; Nguyen; Papadopoulos; Kelly; O'Brien; Singh; Chen; Russo; Walsh; Patel; Murphy; Taylor; Kowalski; Ahmed; Fraser; McKenzie; Rossi; Tran; Campbell; Haddad; Fitzgerald; Kaur; Novak; Sullivan",
);
const PAIRS = words(
  'Salt & Pine; Oak & Ivy; Fig & Fern; Stone & Wattle; Copper & Clay; Sun & Surf; Iron & Oak; Sage & Stone; Rust & Ember; Hook & Line',
);
const OWNERSHIP = [
  'We are proudly family-owned, and most of our team live within a few streets of the shop.',
  'Locally owned and run, we still know most of our regulars by name.',
  'Our small team takes pride in doing things properly, the first time.',
  'We support local sporting clubs and schools, and source locally wherever we can.',
];

function businessName(random: Random, noun: string, home: Suburb): string {
  const roll = random.next();
  if (roll < 0.4) return `${random.pick(PLACE_WORDS)} ${noun}`;
  if (roll < 0.6) return `${random.pick(SURNAMES)}'s ${noun}`;
  if (roll < 0.7) return `${random.pick(SURNAMES)} ${noun}`;
  if (roll < 0.8) return `The ${random.pick(PLACE_WORDS)} ${noun}`;
  if (roll < 0.9) return `${random.pick(PAIRS)} ${noun}`;
  return `${home.name} ${noun}`;
}

/** A point within ~1.5 km of the suburb's centre, evenly spread over the disc. */
function jitter(random: Random, suburb: Suburb) {
  const km = 1.5 * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  const latitude = suburb.latitude + (km * Math.cos(angle)) / 110.574;
  const longitude =
    suburb.longitude +
    (km * Math.sin(angle)) / (111.32 * Math.cos((suburb.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

const distanceSquared = (a: Suburb, b: Suburb) =>
  (a.latitude - b.latitude) ** 2 + (a.longitude - b.longitude) ** 2;
const nearestTo = (home: Suburb, count: number) =>
  suburbs
    .filter((s) => s.region === home.region)
    .sort((a, b) => distanceSquared(a, home) - distanceSquared(b, home))
    .slice(0, count);

/** '(02) 9xxx xxxx' in the suburb's area. */
function landline(random: Random, suburb: Suburb): string {
  const [area, first] = suburb.phonePrefix.split(' ');
  return `(${area}) ${first}${random.int(100, 999)} ${random.int(1000, 9999)}`;
}

/** Where a chain trades: anywhere, the demo's focus suburbs most often. */
function chainSuburbs(random: Random): Suburb[] {
  return Array.from({ length: random.int(45, 115) }, () =>
    random.weighted(suburbs, (s) => s.weight),
  );
}

/** Where a local business trades: its home suburb and a few of the nearest ones. */
function localSuburbs(random: Random, home: Suburb): Suburb[] {
  const roll = random.next();
  const count = roll < 0.4 ? 1 : roll < 0.75 ? random.int(2, 3) : random.int(4, 8);
  const near = nearestTo(home, 8);
  return [home, ...Array.from({ length: count - 1 }, () => random.pick(near))];
}

function location(
  random: Random,
  advertiser: { id: string; name: string; slug: string; phone: string | null },
  category: CategorySeed,
  subCategory: SubCategorySeed,
  suburb: Suburb,
  heroImageUrl: string,
): LocationRow {
  const street = `${random.int(1, 420)} ${random.pick(streetNames)} ${random.pick(streetTypes)}`;
  const unit = random.chance(0.25)
    ? `${category.groupType === 0 ? 'Unit' : 'Shop'} ${random.int(1, 60)}`
    : null;
  const served = subCategory.mobile
    ? [...new Set(nearestTo(suburb, 6).map((s) => s.postcode))].filter((p) => p !== suburb.postcode)
    : [];
  return {
    id: random.uuid(),
    advertiserId: advertiser.id,
    name: `${advertiser.name} ${suburb.name}`,
    description: random.pick(category.hours),
    addressLine1: unit ?? street,
    addressLine2: unit ? street : null,
    city: suburb.name,
    state: suburb.state,
    postcode: suburb.postcode,
    ...jitter(random, suburb),
    linkUrl: `${websiteOf(advertiser.slug)}/locations/${slugOf(suburb.name)}`,
    email: `${slugOf(suburb.name)}@${advertiser.slug}.example.com.au`,
    phone: advertiser.phone ?? landline(random, suburb),
    postcodes: served,
    heroImageUrl,
  };
}

/** A chain's second store in a suburb is told apart by its street, as shoppers do. */
function distinctNames(locations: LocationRow[]): LocationRow[] {
  const seen = new Set<string>();
  return locations.map((row) => {
    const street = (row.addressLine2 ?? row.addressLine1).replace(/^\d+ /, '');
    const name = seen.has(row.name) ? `${row.name} (${street})` : row.name;
    seen.add(row.name);
    return { ...row, name };
  });
}

function aboutUs(
  random: Random,
  name: string,
  category: CategorySeed,
  home: Suburb,
  stores: Suburb[],
) {
  const founded = random.int(1962, 2021);
  const first = `Founded in ${founded} in ${home.name}, ${home.state}, ${name} ${category.pitch}.`;
  const regions = [...new Set(stores.map((s) => s.region))];
  const second =
    stores.length > 10
      ? `Today the team runs ${stores.length} locations across ${regions.slice(0, 3).join(', ')} and beyond, with the same care in every one of them.`
      : random.pick(OWNERSHIP);
  return random.chance(0.75) ? [first, second] : [first];
}

/** The national advertisers of every sub-category, each with its locations. */
export function nationalAdvertisers(
  random: Random,
  categories: readonly CategorySeed[],
): SeededAdvertiser[] {
  const usedNames = new Set<string>();
  const seeded: SeededAdvertiser[] = [];
  for (const category of categories) {
    for (const subCategory of category.subCategories) {
      for (let index = 0; index < subCategory.advertisers; index += 1) {
        const home = random.weighted(suburbs, (s) => s.weight);
        let name = businessName(random, random.pick(subCategory.nouns), home);
        while (usedNames.has(name))
          name = businessName(random, random.pick(subCategory.nouns), home);
        usedNames.add(name);
        const slug = slugOf(name);
        // Every fifth is a chain, so the catalogue's size does not hang on the dice.
        const isChain = subCategory.channel !== 'gift' && seeded.length % 5 === 0;
        const stores = isChain ? chainSuburbs(random) : localSuburbs(random, home);
        const id = random.uuid();
        const phone =
          isChain && random.chance(0.4)
            ? `1300 ${random.int(100, 999)} ${random.int(100, 999)}`
            : null;
        const hero = coverImageUrl(`${subCategory.id}-${random.int(1, 24)}`);
        seeded.push({
          row: {
            id,
            name,
            logoUrl: logoImageUrl(slug),
            aboutUs: aboutUs(random, name, category, home, stores),
          },
          slug,
          category,
          subCategory,
          isChain,
          locations: distinctNames(
            stores.map((suburb) =>
              location(random, { id, name, slug, phone }, category, subCategory, suburb, hero),
            ),
          ),
        });
      }
    }
  }
  return seeded;
}
