/**
 * Each home dealership's own advertiser and its originator offers (spec part 3 section 2,
 * 'From the home dealership'): offers only its app's owners see, at the dealership's own two
 * locations (the same addresses as the garage's locations), most of them serving a garage
 * condition, a few only for owners in its primary market area.
 */
import { ConditionType } from '@ignite/domain/garage/enums';
import {
  type AdvertiserRow,
  coverImageUrl,
  type LocationRow,
  logoImageUrl,
} from './seed-marketplace-advertisers.ts';
import type { SubCategorySeed } from './seed-marketplace-categories.ts';
import { demoOrganisations } from './seed-data.ts';
import { demoConditionConfigurations, demoLocations } from './seed-garage-data.ts';
import {
  howItWorks,
  offerTerms,
  type OfferWords,
  type Reward,
} from './seed-marketplace-offer-text.ts';
import { offerDates, offerImages, type OfferRow, searchTextOf } from './seed-marketplace-offers.ts';
import { type Random, slugOf } from './seed-marketplace-random.ts';

/** title | sub-category id after 'automotive-' | traits: online, booking, pma. */
const OFFERS = [
  '15% cashback on your next logbook service | servicing-logbook | booking',
  '$60 cashback when you spend $400 on servicing | servicing-logbook | booking',
  'Free loan car with your next service | servicing-logbook | booking pma',
  'Free 20-point safety check with any service | servicing-logbook | booking',
  '$40 cashback on an air-conditioning regas | servicing-mechanical | booking',
  '$25 cashback on a pre-purchase inspection | servicing-mechanical | booking',
  '$30 cashback on brake pads and rotors | servicing-brakes | booking',
  'Free brake inspection | servicing-brakes | booking pma',
  '10% cashback on paint and panel repairs | servicing-smash | booking',
  '10% cashback on four new tyres | tyres-new | booking',
  'Buy 3 tyres, get the 4th free | tyres-new | pma',
  '$25 cashback on a wheel alignment | tyres-alignment | booking',
  'Free tyre rotation with every service | tyres-alignment | booking',
  '15% cashback on genuine batteries | batteries-replacement |',
  'Free battery health check | batteries-replacement | booking',
  '$10 cashback on genuine wiper blades | parts-wiper-blades |',
  '20% off wiper blade replacement | parts-wiper-blades | pma',
  '10% cashback on genuine accessories | parts-accessories | online',
  '20% off dash cams fitted in our workshop | parts-accessories |',
  '$100 cashback on a fitted towbar | parts-towing | booking',
  '15% off roof racks and bike carriers | parts-towing |',
  "Members' price on genuine oil and filters | parts-spare |",
  '8% cashback on spare parts and servicing kits | parts-spare | online',
  '5% cashback on comprehensive car insurance | insurance-car | online',
  "Owners' roadside assistance: first year free | insurance-roadside | online",
  '20% off a hand wash and vacuum | car-wash-hand |',
  '$20 cashback on a full detail | car-wash-detailing | booking',
  '$15 cashback on a premium car wash | car-wash-express |',
];

/** The reward the title names, for the terms: a percentage, dollars back, or a plain deal. */
function rewardOfTitle(title: string): Reward {
  const percent = /^(?:Up to )?(\d+)% cashback/.exec(title);
  if (percent) return { kind: 'percent', percent: Number(percent[1]) };
  const dollars = /^\$(\d+) cashback(?: when you spend \$(\d+))?/.exec(title);
  if (dollars) {
    const cashback = Number(dollars[1]);
    return { kind: 'dollar', cashback, spend: Number(dollars[2] ?? cashback * 5) };
  }
  return { kind: 'deal', title, phrase: title.toLowerCase() };
}

export type DealershipCatalogue = {
  advertisers: AdvertiserRow[];
  locations: LocationRow[];
  offers: OfferRow[];
};

/** Both home dealerships' advertisers, locations and originator offers. */
export function dealershipCatalogue(
  random: Random,
  now: Date,
  subCategories: ReadonlyMap<string, SubCategorySeed>,
  ids: { organisationIds: ReadonlyMap<string, string>; appIds: ReadonlyMap<string, string> },
): DealershipCatalogue {
  const catalogue: DealershipCatalogue = { advertisers: [], locations: [], offers: [] };
  for (const [key, organisation] of Object.entries(demoOrganisations)) {
    const places = demoLocations[key as keyof typeof demoOrganisations];
    const dealer = places.find((p) => p.kind === 'dealer') ?? places[0];
    const organisationId = ids.organisationIds.get(key);
    const appConfigurationId = ids.appIds.get(key);
    if (!dealer || !organisationId || !appConfigurationId) continue;
    const slug = slugOf(organisation.name);
    const advertiserId = random.uuid();
    const pitch = `is your home dealership in ${dealer.city}, with factory-trained technicians, genuine parts and a team that knows your vehicle inside out`;
    catalogue.advertisers.push({
      id: advertiserId,
      name: organisation.name,
      logoUrl: logoImageUrl(slug),
      aboutUs: [
        `${organisation.name} ${pitch}.`,
        'Owners who bought their vehicle from us get rewards on servicing, tyres and accessories, right here in the app.',
      ],
      organisationId,
    });
    for (const place of places) {
      catalogue.locations.push({
        id: random.uuid(),
        advertiserId,
        name: place.name,
        description:
          place.kind === 'service'
            ? 'Service: Mon–Fri 7am–5:30pm, Sat 8am–12pm'
            : 'Sales: Mon–Fri 8:30am–6pm, Sat 8:30am–5pm',
        addressLine1: place.addressLine1,
        addressLine2: place.addressLine2,
        city: place.city,
        state: place.state,
        postcode: place.postcode,
        latitude: place.latitude,
        longitude: place.longitude,
        linkUrl: place.linkUrl,
        email: place.email,
        phone: place.phone,
        postcodes: [],
        heroImageUrl: coverImageUrl(`automotive-servicing-logbook-dealer-${slug}`),
      });
    }
    // A dealership that does not offer washes (its app hides the Wash monitor) has no wash offers.
    const washes = !demoConditionConfigurations[key as keyof typeof demoOrganisations]?.find(
      (c) => c.conditionType === ConditionType.Wash,
    )?.isDisabled;
    for (const row of OFFERS) {
      const [title = '', slugPart = '', traits = ''] = row.split('|').map((part) => part.trim());
      const sub = subCategories.get(`automotive-${slugPart}`);
      if (!sub) throw new Error(`Unknown sub-category in: ${row}`);
      if (!washes && sub.conditionType === ConditionType.Wash) continue;
      const type = traits.includes('online') ? 'others' : 'instore';
      const hasBookingLink = traits.includes('booking');
      const website = dealer.linkUrl;
      const words: OfferWords = {
        advertiserName: organisation.name,
        sellsGiftCards: false,
        subject: sub.name.toLowerCase(),
        pitch,
        type,
        isCardLinked: true,
        hasBookingLink,
        reward: rewardOfTitle(title),
        whereToFind: '',
        website,
        isCafe: false,
      };
      const description = [
        `${title} at ${organisation.name}, ${dealer.city}. ${organisation.name} ${pitch}.`,
        hasBookingLink
          ? 'Book online in a minute, or call the service desk and mention the app.'
          : type === 'instore'
            ? 'Pay with your linked card at the dealership and the cashback is tracked automatically.'
            : 'Order online with your linked card and we will have it ready for your next visit.',
        ...(traits.includes('pma') ? ['For owners who live in our primary market area.'] : []),
      ];
      const dates = offerDates(random, now, true);
      catalogue.offers.push({
        id: random.uuid(),
        advertiserId,
        categoryId: sub.id,
        appConfigurationId,
        title,
        offerType: type,
        linkUrl: hasBookingLink ? `${website}/book` : type === 'others' ? `${website}/shop` : null,
        hasBookingLink,
        isCardLinked: true,
        ...dates,
        ...offerImages(random, sub.id, dates.featureFrom !== null),
        description,
        howItWorks: howItWorks(random, words),
        terms: offerTerms(random, words),
        conditionType: sub.conditionType,
        isPmaOnly: traits.includes('pma'),
        searchText: searchTextOf(title, organisation.name, description),
      });
    }
  }
  return catalogue;
}
