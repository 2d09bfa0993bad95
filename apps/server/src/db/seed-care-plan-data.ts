// The demo personas' care plans: owner@ has the full plan with PROTECT active and a work-order
// item at each limit message; protect@ has PROTECT pending acknowledgement; the generic persona
// has none. Dates are relative to the seed's clock.
import { EquipmentStatus, ProductStatus, WorkOrderType } from '@ignite/domain/garage/enums';
import { DAY_MS } from '@ignite/domain/garage/day';
import type {
  carePlanProducts,
  carePlans,
  conciergeMessages,
  roadsideAssistance,
  workOrderConfigurations,
} from './care-plan-schema.ts';

type Row<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'vehicleId'>;
type WorkOrderSeed = Omit<Row<typeof workOrderConfigurations>, 'id'> & {
  /** Days before the seed's clock that each order was claimed. */
  claimedDaysAgo: number[];
};

export type CarePlanSeed = {
  plan: Row<typeof carePlans>;
  products: Row<typeof carePlanProducts>[];
  roadside: Row<typeof roadsideAssistance> | null;
  workOrders: WorkOrderSeed[];
  messages: Row<typeof conciergeMessages>[];
};

const HARBOUR_PLAN = {
  title: 'Harbour City Motors Care Plan',
  rewardsAppTitle: 'Harbour City Rewards',
  remindersTitle: 'Service reminders',
  cashbackTitle: 'Ignite Cashback',
  conciergeTitle: 'Harbour City Concierge',
  conciergePhoneNumber: '1300472846',
  isCashbackEnabled: true,
  isAutomotiveCashbackEnabled: true,
  isConciergeEnabled: true,
  isConciergeMessagesEnabled: true,
} as const;

const protectProduct = (status: ProductStatus, kilometerLimit: number) => ({
  kind: 'protect' as const,
  status,
  title: 'Ignite PROTECT',
  provider: 'Ignite Protect Pty Ltd',
  phoneNumber: '1300776832',
  termInMonths: 36,
  kilometerLimit,
  maximumLiabilityCents: 150_000,
});

/** Active-from `daysAgo` days before `now`, running `months` months. */
function activeDates(now: Date, daysAgo: number, months: number) {
  const from = new Date(now.getTime() - daysAgo * DAY_MS);
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + months);
  return { dateActiveFrom: from, dateActiveTo: to };
}

export function demoCarePlans(now: Date): Record<string, CarePlanSeed> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    'owner@demo.ignite': {
      plan: {
        ...HARBOUR_PLAN,
        dateWelcomeFlowCompleted: ago(400),
        isHealthMonitorEnabled: true,
        healthMonitorStatus: EquipmentStatus.Installed,
        dateHealthMonitorInstalled: ago(400),
        isTheftRecoveryEnabled: true,
        theftRecoveryStatus: EquipmentStatus.Installed,
        theftRecoveryProvider: 'TrackSafe Australia',
        theftRecoveryPhoneNumber: '1300878225',
        dateTheftRecoveryInstalled: ago(400),
      },
      products: [
        {
          kind: 'rewards',
          status: ProductStatus.Active,
          title: 'Ignite Rewards',
          provider: 'Harbour City Motors',
          subscriberNumber: 'IR-240100',
          phoneNumber: '0296301000',
          termInMonths: 36,
          ...activeDates(now, 400, 36),
        },
        {
          ...protectProduct(ProductStatus.Active, 0),
          subscriberNumber: 'PRT-0042-7781',
          ...activeDates(now, 400, 36),
        },
        {
          kind: 'guarantee',
          status: ProductStatus.Active,
          title: 'Guaranteed Future Value',
          provider: 'Harbour City Motors',
          subscriberNumber: 'GFV-88213',
          phoneNumber: '0296301000',
          termInMonths: 36,
          // The trade-in value guaranteed at the end of the term, within 100,000 km.
          kilometerLimit: 100_000,
          guaranteedValueCents: 2_150_000,
          ...activeDates(now, 400, 36),
        },
        {
          kind: 'mechanicalProtection',
          status: ProductStatus.Active,
          title: 'Mechanical Protection',
          provider: 'Ignite Protect Pty Ltd',
          subscriberNumber: 'MP-310977',
          phoneNumber: '1300776832',
          termInMonths: 60,
          kilometerLimit: 150_000,
          maximumLiabilityCents: 500_000,
          ...activeDates(now, 400, 60),
        },
      ],
      roadside: {
        title: 'Roadside Assistance',
        provider: 'Roadside Australia',
        coverType: 'Premium',
        phoneNumber: '1800730730',
        linkUrl: 'https://roadside.example.com.au/members',
        durationInMonths: 12,
        dateExpires: new Date(now.getTime() + 230 * DAY_MS),
        policyNumber: 'RSA-5530912',
        battery: true,
        tyres: true,
        fuel: true,
        lockout: true,
        towing: true,
        carHire: true,
        accommodation: true,
        ambulance: false,
        general: true,
      },
      workOrders: [
        // Below both limits: "You've used 1 of your 4 available orders".
        {
          type: WorkOrderType.TyreRepair,
          product: 'Rewards',
          title: 'Tyre Repair',
          hasAnnualClaimLimit: true,
          maximumAnnualClaimCount: 2,
          maximumClaimCount: 4,
          claimedDaysAgo: [150],
        },
        // At the annual limit (one a year, used this contract year).
        {
          type: WorkOrderType.WindscreenRepair,
          product: 'Protect',
          title: 'Windscreen Repair',
          hasAnnualClaimLimit: true,
          maximumAnnualClaimCount: 1,
          maximumClaimCount: 3,
          claimedDaysAgo: [20],
        },
        // At the limit of the term's orders.
        {
          type: WorkOrderType.KeyFobService,
          product: 'Protect',
          title: 'Key Fob Service',
          hasAnnualClaimLimit: false,
          maximumClaimCount: 1,
          claimedDaysAgo: [300],
        },
        {
          type: WorkOrderType.TyreReplacement,
          product: 'Protect',
          title: 'Tyre Replacement',
          hasAnnualClaimLimit: true,
          maximumAnnualClaimCount: 2,
          maximumClaimCount: 4,
          claimedDaysAgo: [],
        },
        {
          type: WorkOrderType.BatteryReplacement,
          product: 'Protect',
          title: 'Battery Replacement',
          hasAnnualClaimLimit: false,
          maximumClaimCount: 1,
          claimedDaysAgo: [],
        },
        {
          type: WorkOrderType.BrakeService,
          product: 'Protect',
          title: 'Brake Service',
          hasAnnualClaimLimit: true,
          maximumAnnualClaimCount: 1,
          maximumClaimCount: 3,
          claimedDaysAgo: [380],
        },
        {
          type: WorkOrderType.WiperBladeReplacement,
          product: 'Rewards',
          title: 'Wiper Blade Replacement',
          hasAnnualClaimLimit: true,
          maximumAnnualClaimCount: 2,
          maximumClaimCount: 6,
          claimedDaysAgo: [200],
        },
        {
          type: WorkOrderType.VehicleHealthChecks,
          product: 'Rewards',
          title: 'Vehicle Health Check',
          hasAnnualClaimLimit: false,
          maximumClaimCount: 6,
          claimedDaysAgo: [390, 210, 30],
        },
      ],
      messages: [
        {
          type: 'Welcome',
          content:
            '<p><strong>Welcome to Harbour City Rewards, Olivia.</strong> Your concierge can book a service, arrange a loan car or answer a question about your plan.</p>',
          isDismissable: false,
          createdAt: ago(400),
        },
        {
          type: 'Offer',
          content:
            '<p>Summer road-trip check: <strong>free 20-point inspection</strong> with any service booked before 31 January.</p>',
          linkUrl: '/my-garage/concierge/maintenance/book-service',
          createdAt: ago(6),
        },
        {
          type: 'Reminder',
          content:
            '<p>Your tyres were rotated at your last service. The next rotation is due at 65,000 km.</p>',
          createdAt: ago(2),
        },
      ],
    },
    'protect@demo.ignite': {
      plan: { ...HARBOUR_PLAN, dateWelcomeFlowCompleted: ago(3) },
      products: [
        {
          kind: 'rewards',
          status: ProductStatus.Active,
          title: 'Ignite Rewards',
          provider: 'Harbour City Motors',
          subscriberNumber: 'IR-240101',
          phoneNumber: '0296301000',
          termInMonths: 36,
          ...activeDates(now, 3, 36),
        },
        { ...protectProduct(ProductStatus.Pending, 100_000), subscriberNumber: 'PRT-0042-9310' },
      ],
      roadside: {
        title: 'Roadside Assistance',
        provider: 'Roadside Australia',
        coverType: 'Standard',
        phoneNumber: '1800730730',
        durationInMonths: 12,
        dateExpires: new Date(now.getTime() + 362 * DAY_MS),
        policyNumber: 'RSA-5531207',
        battery: true,
        tyres: true,
        fuel: true,
        lockout: true,
        towing: true,
        general: true,
      },
      workOrders: [
        {
          type: WorkOrderType.TyreReplacement,
          product: 'Protect',
          title: 'Tyre Replacement',
          hasAnnualClaimLimit: true,
          maximumAnnualClaimCount: 2,
          maximumClaimCount: 4,
          claimedDaysAgo: [],
        },
        {
          type: WorkOrderType.WindscreenRepair,
          product: 'Protect',
          title: 'Windscreen Repair',
          hasAnnualClaimLimit: true,
          maximumAnnualClaimCount: 1,
          maximumClaimCount: 3,
          claimedDaysAgo: [],
        },
      ],
      messages: [],
    },
    // Set up by the dealership for the welcome flow: the plan is there, waiting for Noah to
    // claim the car; it has no finish date until he completes the flow.
    'newcar@demo.ignite': {
      plan: {
        title: 'Northside Isuzu UTE Care Plan',
        rewardsAppTitle: 'Northside Rewards',
        remindersTitle: 'Service reminders',
        cashbackTitle: 'Ignite Cashback',
        conciergeTitle: 'Northside Concierge',
        conciergePhoneNumber: '0732650000',
        isConciergeEnabled: true,
      },
      products: [
        {
          kind: 'rewards',
          status: ProductStatus.Active,
          title: 'Ignite Rewards',
          provider: 'Northside Isuzu UTE',
          subscriberNumber: 'IR-240417',
          phoneNumber: '0732650000',
          termInMonths: 36,
          ...activeDates(now, 1, 36),
        },
      ],
      roadside: null,
      workOrders: [],
      messages: [],
    },
  };
}
