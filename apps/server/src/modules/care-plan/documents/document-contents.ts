// What each care-plan document says. The terms and the feature summary are the programme's
// own; the agreement is written for one contract: its owner, vehicle, number and dates.
import type { CarePlanDocument } from '@ignite/domain/care-plan/care-plan-api';
import { formatCurrency } from '@ignite/domain/format/currency';
import { PRODUCT } from '@ignite/domain/product';
import type { DocumentContent } from './render-pdf.ts';

/** The facts of one vehicle's plan that the documents quote. */
export type DocumentFacts = {
  ownerName: string;
  vehicle: string;
  rego: string | null;
  dealership: string;
  protect: {
    title: string;
    provider: string | null;
    subscriberNumber: string | null;
    termInMonths: number | null;
    /** Null: no limit. */
    kilometerLimit: number | null;
    maximumLiability: number | null;
    dateActiveFrom: Date | null;
    dateActiveTo: Date | null;
    phoneNumber: string | null;
    workOrders: readonly string[];
  } | null;
  rewardsTitle: string | null;
};

const date = (value: Date | null) =>
  value === null
    ? 'Not yet active'
    : value.toLocaleDateString('en-AU', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Australia/Sydney',
      });
const kilometres = (limit: number | null) =>
  limit === null ? 'No limit' : `${limit.toLocaleString('en-AU')} km`;
const liability = (amount: number | null) =>
  amount === null ? 'As stated in the schedule' : `${formatCurrency(amount)} per work order`;

const COVERED_ITEMS = [
  'Tyres: repair of punctures, and replacement of a tyre damaged beyond repair.',
  'Windscreen: repair of chips and small cracks, so that the screen need not be replaced.',
  'Brakes, battery and wiper blades: replacement when worn in normal use.',
  'Key fob: repair or replacement of a faulty remote key.',
];

function rewardsTerms(facts: DocumentFacts): DocumentContent {
  const name = facts.rewardsTitle ?? `${PRODUCT.name} Rewards`;
  return {
    title: `${name}: Terms and Conditions`,
    subtitle: `Offered by ${facts.dealership}`,
    sections: [
      {
        heading: '1. The programme',
        paragraphs: [
          `${name} is a loyalty programme of ${facts.dealership}. Members earn rewards and cashback on eligible purchases, receive service reminders, and may call the dealership's concierge during business hours.`,
        ],
      },
      {
        heading: '2. Cashback',
        paragraphs: [
          'Cashback is earned on purchases made with a linked card at participating merchants. It is pending until the merchant confirms the purchase, usually within 90 days, and is then available to withdraw to a nominated Australian bank account once it reaches the minimum balance.',
          'Cashback on a purchase that is refunded or reversed is removed.',
        ],
      },
      {
        heading: '3. Work orders',
        paragraphs: [
          'Where the programme includes work orders, each is limited to the number stated in the app. Work must be booked with, and carried out by, the selling dealership.',
        ],
      },
      {
        heading: '4. Your information',
        paragraphs: [
          'Your details are used to run the programme and are never sold. You can ask the dealership for a copy of what it holds about you at any time.',
        ],
      },
    ],
  };
}

function protectTerms(facts: DocumentFacts): DocumentContent {
  const title = facts.protect?.title ?? `${PRODUCT.name} PROTECT`;
  return {
    title: `${title}: Terms and Conditions`,
    subtitle: `Wear-and-tear cover provided by ${facts.protect?.provider ?? facts.dealership}`,
    sections: [
      {
        heading: '1. Activation',
        paragraphs: [
          'Cover starts on the day you activate it in the app and runs for the term stated in your agreement. You activate it by confirming that you have read these terms.',
        ],
      },
      {
        heading: '2. What is covered',
        paragraphs: COVERED_ITEMS,
      },
      {
        heading: '3. Conditions',
        paragraphs: [
          'Repairs are carried out only by the selling dealership. Work done elsewhere is not covered.',
          'Each work order is covered up to the maximum stated in your agreement; any amount above it is yours to pay.',
          'You must have the app installed: repairs are approved through it.',
          'Cover ends at the expiry date, or earlier when the kilometre limit (if any) is reached.',
        ],
      },
      {
        heading: '4. Making a claim',
        paragraphs: [
          `Call ${facts.protect?.phoneNumber ?? 'the dealership'} and quote your contract number. The dealership books the work and tells you what is covered before it starts.`,
        ],
      },
    ],
  };
}

function protectFeatureSummary(facts: DocumentFacts): DocumentContent {
  const protect = facts.protect;
  return {
    title: `${protect?.title ?? `${PRODUCT.name} PROTECT`}: Feature Summary`,
    subtitle: 'Your wear-and-tear cover at a glance',
    facts: [
      ['Term', protect?.termInMonths ? `${protect.termInMonths} months` : 'As agreed'],
      ['Kilometre limit', kilometres(protect?.kilometerLimit ?? null)],
      ['Maximum cover', liability(protect?.maximumLiability ?? null)],
    ],
    sections: [
      { heading: 'Covered items', paragraphs: COVERED_ITEMS },
      {
        heading: 'Not covered',
        paragraphs: [
          'Damage from accidents, misuse or modifications; work done by anyone but the selling dealership; items listed in your agreement as excluded.',
        ],
      },
    ],
  };
}

function protectAgreement(facts: DocumentFacts): DocumentContent {
  const protect = facts.protect;
  return {
    title: `${protect?.title ?? `${PRODUCT.name} PROTECT`}: Agreement`,
    subtitle: `Between ${facts.ownerName} and ${protect?.provider ?? facts.dealership}`,
    facts: [
      ['Owner', facts.ownerName],
      ['Vehicle', facts.rego ? `${facts.vehicle} (${facts.rego})` : facts.vehicle],
      ['Contract number', protect?.subscriberNumber ?? 'Not assigned'],
      ['Active from', date(protect?.dateActiveFrom ?? null)],
      ['Expires', date(protect?.dateActiveTo ?? null)],
      ['Term', protect?.termInMonths ? `${protect.termInMonths} months` : 'As agreed'],
      ['Kilometre limit', kilometres(protect?.kilometerLimit ?? null)],
      ['Maximum cover', liability(protect?.maximumLiability ?? null)],
      ['Selling dealership', facts.dealership],
    ],
    sections: [
      {
        heading: 'Work orders included',
        paragraphs: protect?.workOrders.length ? protect.workOrders : ['As listed in the app.'],
      },
      {
        heading: 'Your acknowledgement',
        paragraphs: [
          'By activating this cover in the app you confirmed that you have read the terms and conditions, that repairs are carried out only by the selling dealership, that each wear-and-tear item is covered up to the maximum work order above, and that you must have the app installed to approve repairs.',
        ],
      },
    ],
  };
}

export const DOCUMENT_FILE_NAMES: Record<CarePlanDocument, string> = {
  'rewards-terms': 'rewards-terms-and-conditions.pdf',
  'protect-terms': 'protect-terms-and-conditions.pdf',
  'protect-feature-summary': 'protect-feature-summary.pdf',
  'protect-agreement': 'protect-agreement.pdf',
};

export function documentContent(document: CarePlanDocument, facts: DocumentFacts): DocumentContent {
  switch (document) {
    case 'rewards-terms':
      return rewardsTerms(facts);
    case 'protect-terms':
      return protectTerms(facts);
    case 'protect-feature-summary':
      return protectFeatureSummary(facts);
    case 'protect-agreement':
      return protectAgreement(facts);
  }
}
