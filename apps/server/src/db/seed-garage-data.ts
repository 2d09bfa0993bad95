/**
 * The garage's demo data that does not depend on the clock: each app's condition
 * configurations and each dealership's two locations. Per-persona facts, which are relative
 * to the seed's `now`, are in seed-garage-personas.ts.
 */
import { CallToActionType, ConditionType } from '@ignite/domain/garage/enums';
import type { demoOrganisations } from './seed-data.ts';

type AppKey = 'harbour' | 'generic' | 'northside';

export type ConditionConfigurationSeed = {
  conditionType: ConditionType;
  name: string;
  ordinal: number;
  categoryId: string | null;
  hasOriginatorCapability: boolean;
  isDisabled: boolean;
  canUserDisable: boolean;
  callToActionType: CallToActionType;
  callToAction: string | null;
};

/** A link into the marketplace's category (a seeded offer category's id). */
const marketplace = (category: string) => ({
  callToActionType: CallToActionType.MarketplaceLink,
  callToAction: `/my-marketplace?category=${category}`,
});
const phone = (number: string) => ({
  callToActionType: CallToActionType.PhoneNumber,
  callToAction: number,
});
const url = (link: string) => ({ callToActionType: CallToActionType.Url, callToAction: link });
const notSet = { callToActionType: CallToActionType.NotSet, callToAction: null };

/** A dealership app: it can do the work itself and points the owner at its service desk. */
function dealershipConfigurations(
  servicePhone: string,
  regoUrl: string,
  serviceName: string,
  offersWash: boolean,
): ConditionConfigurationSeed[] {
  const row = (
    conditionType: ConditionType,
    name: string,
    ordinal: number,
    categoryId: string | null,
    rest: Partial<ConditionConfigurationSeed> &
      Pick<ConditionConfigurationSeed, 'callToActionType'>,
  ): ConditionConfigurationSeed => ({
    conditionType,
    name,
    ordinal,
    categoryId,
    hasOriginatorCapability: true,
    isDisabled: false,
    canUserDisable: true,
    callToAction: null,
    ...rest,
  });
  return [
    // A recall is a safety matter and the service it needs is free: never switched off.
    row(ConditionType.Recall, 'Recall', 1, null, { ...phone(servicePhone), canUserDisable: false }),
    row(ConditionType.Rego, 'Rego', 2, null, { ...url(regoUrl), hasOriginatorCapability: false }),
    // The logbook service keeps the warranty: the dealership does not let it be switched off.
    row(ConditionType.Service, serviceName, 3, 'automotive-servicing', {
      ...phone(servicePhone),
      canUserDisable: false,
    }),
    row(ConditionType.Tyres, 'Tyres', 4, 'automotive-tyres', marketplace('automotive-tyres')),
    row(ConditionType.Brakes, 'Brakes', 5, 'automotive-servicing-brakes', phone(servicePhone)),
    row(
      ConditionType.Battery,
      'Battery',
      6,
      'automotive-batteries',
      marketplace('automotive-batteries'),
    ),
    row(
      ConditionType.WiperBlades,
      'Wiper Blades',
      7,
      'automotive-parts-wiper-blades',
      marketplace('automotive-parts-wiper-blades'),
    ),
    row(ConditionType.Wash, 'Wash', 8, 'automotive-car-wash', {
      ...marketplace('automotive-car-wash'),
      hasOriginatorCapability: false,
      isDisabled: !offersWash,
    }),
  ];
}

/** The generic app has no dealership behind it: nothing it can book, only reminders. */
const genericConfigurations: ConditionConfigurationSeed[] = (
  [
    [ConditionType.Recall, 'Recall'],
    [ConditionType.Rego, 'Rego'],
    [ConditionType.Service, 'Service'],
    [ConditionType.Tyres, 'Tyres'],
    [ConditionType.Brakes, 'Brakes'],
    [ConditionType.Battery, 'Battery'],
    [ConditionType.WiperBlades, 'Wiper Blades'],
    [ConditionType.Wash, 'Wash'],
  ] as const
).map(([conditionType, name], index) => ({
  conditionType,
  name,
  ordinal: index + 1,
  categoryId: null,
  hasOriginatorCapability: false,
  isDisabled: false,
  canUserDisable: conditionType !== ConditionType.Recall,
  ...notSet,
}));

export const demoConditionConfigurations: Record<AppKey, ConditionConfigurationSeed[]> = {
  harbour: dealershipConfigurations(
    '0296301050',
    'https://www.service.nsw.gov.au/transaction/renew-vehicle-registration',
    'Service',
    true,
  ),
  generic: genericConfigurations,
  // Northside does not sell washes, so its app does not offer the Wash monitor at all.
  northside: dealershipConfigurations(
    '0732650455',
    'https://www.qld.gov.au/transport/registration/renew',
    'Scheduled Service',
    false,
  ),
};

export type LocationSeed = {
  kind: 'service' | 'dealer';
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postcode: string;
  phone: string;
  email: string;
  linkUrl: string;
  latitude: number;
  longitude: number;
};

export const demoLocations: Record<keyof typeof demoOrganisations, LocationSeed[]> = {
  harbour: [
    {
      kind: 'dealer',
      name: 'Harbour City Motors',
      addressLine1: '88 Church Street',
      addressLine2: null,
      city: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      phone: '0296301000',
      email: 'sales@harbourcitymotors.com.au',
      linkUrl: 'https://www.harbourcitymotors.com.au',
      latitude: -33.8106,
      longitude: 151.0046,
    },
    {
      kind: 'service',
      name: 'Harbour City Motors Service Department',
      addressLine1: 'Unit 4',
      addressLine2: '23 Grose Street',
      city: 'North Parramatta',
      state: 'NSW',
      postcode: '2151',
      phone: '0296301050',
      email: 'service@harbourcitymotors.com.au',
      linkUrl: 'https://www.harbourcitymotors.com.au/service',
      latitude: -33.801,
      longitude: 151.0021,
    },
  ],
  northside: [
    {
      kind: 'dealer',
      name: 'Northside Isuzu UTE',
      addressLine1: '1436 Sandgate Road',
      addressLine2: null,
      city: 'Virginia',
      state: 'QLD',
      postcode: '4014',
      phone: '0732650400',
      email: 'sales@northsideisuzuute.com.au',
      linkUrl: 'https://www.northsideisuzuute.com.au',
      latitude: -27.3768,
      longitude: 153.0608,
    },
    {
      kind: 'service',
      name: 'Northside Isuzu UTE Service',
      addressLine1: 'Building B',
      addressLine2: '45 Bilsen Road',
      city: 'Geebung',
      state: 'QLD',
      postcode: '4034',
      phone: '0732650455',
      email: 'service@northsideisuzuute.com.au',
      linkUrl: 'https://www.northsideisuzuute.com.au/service',
      latitude: -27.3721,
      longitude: 153.048,
    },
  ],
};
