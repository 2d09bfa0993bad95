/**
 * The demo world: two dealerships, three white-label apps and six personas (owner@, protect@,
 * generic@, newcar@, shared@ and dealer@demo.ignite), each showing a part of the app. All
 * personas share the password below. Tests use the same data.
 */
export const DEMO_PASSWORD = 'demo1234';

export const demoOrganisations = {
  harbour: {
    name: 'Harbour City Motors',
    suburb: 'Parramatta',
    state: 'NSW',
    phone: '0296301000',
    serviceEmail: 'service@harbourcitymotors.demo.ignite',
  },
  northside: {
    name: 'Northside Isuzu UTE',
    suburb: 'Virginia',
    state: 'QLD',
    phone: '0732650400',
    serviceEmail: 'service@northsideisuzu.demo.ignite',
  },
} as const;

type AppKey = 'harbour' | 'generic' | 'northside';
export const demoApps: Record<
  AppKey,
  {
    organisation: keyof typeof demoOrganisations | null;
    name: string;
    brandName: string;
    theme: 'theme-1' | 'theme-default' | 'theme-isuzu';
    isDarkMode: boolean;
    isGeneric: boolean;
    carePlan: boolean;
    /** The six-digit reward code an owner enters to make this their home dealership. */
    originatorCode: string | null;
    timeZone: string;
  }
> = {
  harbour: {
    organisation: 'harbour',
    name: 'Harbour City Motors',
    brandName: 'Ignite',
    theme: 'theme-1',
    isDarkMode: true,
    isGeneric: false,
    carePlan: true,
    originatorCode: '418203',
    timeZone: 'Australia/Sydney',
  },
  generic: {
    organisation: null,
    name: 'Ignite',
    brandName: 'Ignite',
    theme: 'theme-default',
    isDarkMode: true,
    isGeneric: true,
    carePlan: false,
    originatorCode: null,
    timeZone: 'Australia/Sydney',
  },
  northside: {
    organisation: 'northside',
    name: 'Northside Isuzu UTE',
    brandName: 'Ignite',
    theme: 'theme-isuzu',
    isDarkMode: false,
    isGeneric: false,
    carePlan: true,
    originatorCode: '735914',
    timeZone: 'Australia/Brisbane',
  },
};

export type DemoVehicle = {
  make: string;
  model: string;
  year: number;
  rego: string;
  regoState: string;
  nickname: string | null;
  odometer: number | null;
  odometerDaysAgo: number | null;
  vehicleUsage: number;
  /** The owner's own estimate; unset falls back to the usage band (spec part 2 section 9). */
  estimatedAnnualKilometers?: number;
  /** ANCAP safety rating, stars out of 5. */
  rating?: number;
  /** Inside the home dealership's primary market area. */
  isInPma?: boolean;
  latitude: number;
  longitude: number;
  isShared?: boolean;
  requiresWelcomeFlow?: boolean;
};

export type DemoPersona = {
  username: string;
  firstName: string;
  lastName: string;
  kind: 'consumer' | 'staff';
  app: AppKey;
  vehicle: DemoVehicle | null;
  isDealerMode?: boolean;
  dealerAppRoles?: AppKey[];
};

export const demoPersonas: DemoPersona[] = [
  {
    username: 'owner@demo.ignite',
    firstName: 'Olivia',
    lastName: 'Nguyen',
    kind: 'consumer',
    app: 'harbour',
    vehicle: {
      make: 'Toyota',
      model: 'RAV4 Hybrid',
      year: 2022,
      rego: 'CXR52H',
      regoState: 'NSW',
      nickname: 'The RAV',
      // The garage seed's condition facts are chosen around this reading (seed-garage-owner.ts).
      odometer: 57300,
      odometerDaysAgo: 9,
      vehicleUsage: 2,
      estimatedAnnualKilometers: 15000,
      rating: 5,
      isInPma: true,
      latitude: -33.8148,
      longitude: 151.0017,
    },
  },
  {
    username: 'protect@demo.ignite',
    firstName: 'Priya',
    lastName: 'Sharma',
    kind: 'consumer',
    app: 'harbour',
    vehicle: {
      make: 'Mazda',
      model: 'CX-5',
      year: 2024,
      rego: 'EKP27W',
      regoState: 'NSW',
      nickname: 'Zoom',
      odometer: 3120,
      odometerDaysAgo: 3,
      vehicleUsage: 1,
      rating: 5,
      isInPma: true,
      latitude: -33.7969,
      longitude: 151.1834,
    },
  },
  {
    username: 'generic@demo.ignite',
    firstName: 'Gary',
    lastName: 'Walker',
    kind: 'consumer',
    app: 'generic',
    vehicle: {
      make: 'Hyundai',
      model: 'i30',
      year: 2019,
      rego: 'BZ83QL',
      regoState: 'VIC',
      nickname: null,
      odometer: 87450,
      odometerDaysAgo: 60,
      vehicleUsage: 3,
      latitude: -37.8136,
      longitude: 144.9631,
    },
  },
  {
    username: 'newcar@demo.ignite',
    firstName: 'Noah',
    lastName: 'Williams',
    kind: 'consumer',
    app: 'northside',
    vehicle: {
      make: 'Isuzu',
      model: 'D-MAX',
      year: 2025,
      rego: '482RTZ',
      regoState: 'QLD',
      nickname: null,
      odometer: null,
      odometerDaysAgo: null,
      vehicleUsage: 0,
      latitude: -27.3806,
      longitude: 153.0574,
      requiresWelcomeFlow: true,
    },
  },
  {
    username: 'shared@demo.ignite',
    firstName: 'Sam',
    lastName: 'Taylor',
    kind: 'consumer',
    app: 'harbour',
    vehicle: {
      make: 'Kia',
      model: 'Sportage',
      year: 2021,
      rego: 'DF19KA',
      regoState: 'NSW',
      nickname: null,
      odometer: 35200,
      odometerDaysAgo: 20,
      vehicleUsage: 2,
      latitude: -33.8688,
      longitude: 151.2093,
      isShared: true,
      requiresWelcomeFlow: true,
    },
  },
  {
    username: 'dealer@demo.ignite',
    firstName: 'Dana',
    lastName: 'Lee',
    kind: 'staff',
    app: 'harbour',
    vehicle: null,
    isDealerMode: true,
    dealerAppRoles: ['harbour', 'northside'],
  },
];
