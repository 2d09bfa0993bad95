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
  /** The cover the document is about: PROTECT, the guarantee or mechanical protection. */
  cover: {
    title: string;
    provider: string | null;
    subscriberNumber: string | null;
    termInMonths: number | null;
    /** Null: no limit. */
    kilometerLimit: number | null;
    maximumLiability: number | null;
    /** The guarantee's trade-in value; null on the other covers. */
    guaranteedFutureValue: number | null;
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

const money = (amount: number | null, otherwise: string) =>
  amount === null ? otherwise : formatCurrency(amount);
const term = (months: number | null | undefined) => (months ? `${months} months` : 'As agreed');
const vehicleLine = (facts: DocumentFacts) =>
  facts.rego ? `${facts.vehicle} (${facts.rego})` : facts.vehicle;

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
  const title = facts.cover?.title ?? `${PRODUCT.name} PROTECT`;
  return {
    title: `${title}: Terms and Conditions`,
    subtitle: `Wear-and-tear cover provided by ${facts.cover?.provider ?? facts.dealership}`,
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
          `Call ${facts.cover?.phoneNumber ?? 'the dealership'} and quote your contract number. The dealership books the work and tells you what is covered before it starts.`,
        ],
      },
    ],
  };
}

function protectFeatureSummary(facts: DocumentFacts): DocumentContent {
  const protect = facts.cover;
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
  const protect = facts.cover;
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

function guaranteeTerms(facts: DocumentFacts): DocumentContent {
  const cover = facts.cover;
  const title = cover?.title ?? 'Guaranteed Future Value';
  return {
    title: `${title}: Terms and Conditions`,
    subtitle: `A trade-in guarantee from ${cover?.provider ?? facts.dealership}`,
    sections: [
      {
        heading: '1. The guarantee',
        paragraphs: [
          `When the term ends, ${facts.dealership} will pay at least the guaranteed future value stated in your certificate for your car as a trade-in on another vehicle from the dealership. If the car is worth more on the day, you receive the higher amount.`,
        ],
      },
      {
        heading: '2. Conditions',
        paragraphs: [
          'The car is within the kilometre limit in your certificate on the day it is traded in.',
          'It has been serviced as the manufacturer’s schedule requires, and shows no damage beyond fair wear and tear. The cost of repairing any such damage is taken from the guaranteed value.',
          'The guarantee is used within 3 months after the end of the term, and only once.',
        ],
      },
      {
        heading: '3. Using it',
        paragraphs: [
          `Call ${cover?.phoneNumber ?? 'the dealership'} and quote your contract number. The dealership inspects the car and confirms the amount before you choose your next vehicle.`,
        ],
      },
    ],
  };
}

function guaranteeCertificate(facts: DocumentFacts): DocumentContent {
  const cover = facts.cover;
  return {
    title: `${cover?.title ?? 'Guaranteed Future Value'}: Certificate`,
    subtitle: `Issued to ${facts.ownerName} by ${cover?.provider ?? facts.dealership}`,
    facts: [
      ['Owner', facts.ownerName],
      ['Vehicle', vehicleLine(facts)],
      ['Contract number', cover?.subscriberNumber ?? 'Not assigned'],
      [
        'Guaranteed future value',
        money(cover?.guaranteedFutureValue ?? null, 'As stated by the dealership'),
      ],
      ['Term', term(cover?.termInMonths)],
      ['Kilometre limit', kilometres(cover?.kilometerLimit ?? null)],
      ['Active from', date(cover?.dateActiveFrom ?? null)],
      ['Ends', date(cover?.dateActiveTo ?? null)],
      ['Selling dealership', facts.dealership],
    ],
    sections: [
      {
        heading: 'What this certificate promises',
        paragraphs: [
          'At the end of the term the dealership pays at least the guaranteed future value above for the vehicle as a trade-in, under the conditions in the terms and conditions.',
        ],
      },
    ],
  };
}

function mechanicalTerms(facts: DocumentFacts): DocumentContent {
  const cover = facts.cover;
  const title = cover?.title ?? 'Mechanical Protection';
  return {
    title: `${title}: Terms and Conditions`,
    subtitle: `Mechanical breakdown cover provided by ${cover?.provider ?? facts.dealership}`,
    sections: [
      {
        heading: '1. What is covered',
        paragraphs: [
          'The repair or replacement of a mechanical or electrical part that fails suddenly in normal use: engine, transmission, steering, suspension, cooling, fuel and electrical systems.',
        ],
      },
      {
        heading: '2. Conditions',
        paragraphs: [
          'Each claim is covered up to the maximum stated in your agreement; any amount above it is yours to pay.',
          'The car is serviced as the manufacturer’s schedule requires. Wear-and-tear items, accident damage and modifications are not covered.',
          'Cover ends at the expiry date, or earlier when the kilometre limit (if any) is reached.',
        ],
      },
      {
        heading: '3. Making a claim',
        paragraphs: [
          `Call ${cover?.phoneNumber ?? 'the dealership'} and quote your contract number before any repair starts.`,
        ],
      },
    ],
  };
}

function mechanicalAgreement(facts: DocumentFacts): DocumentContent {
  const cover = facts.cover;
  return {
    title: `${cover?.title ?? 'Mechanical Protection'}: Agreement`,
    subtitle: `Between ${facts.ownerName} and ${cover?.provider ?? facts.dealership}`,
    facts: [
      ['Owner', facts.ownerName],
      ['Vehicle', vehicleLine(facts)],
      ['Contract number', cover?.subscriberNumber ?? 'Not assigned'],
      ['Active from', date(cover?.dateActiveFrom ?? null)],
      ['Expires', date(cover?.dateActiveTo ?? null)],
      ['Term', term(cover?.termInMonths)],
      ['Kilometre limit', kilometres(cover?.kilometerLimit ?? null)],
      ['Maximum per claim', money(cover?.maximumLiability ?? null, 'As stated in the schedule')],
      ['Selling dealership', facts.dealership],
    ],
    sections: [],
  };
}

export const DOCUMENT_FILE_NAMES: Record<CarePlanDocument, string> = {
  'rewards-terms': 'rewards-terms-and-conditions.pdf',
  'protect-terms': 'protect-terms-and-conditions.pdf',
  'protect-feature-summary': 'protect-feature-summary.pdf',
  'protect-agreement': 'protect-agreement.pdf',
  'guarantee-terms': 'guaranteed-future-value-terms-and-conditions.pdf',
  'guarantee-certificate': 'guaranteed-future-value-certificate.pdf',
  'mechanical-terms': 'mechanical-protection-terms-and-conditions.pdf',
  'mechanical-agreement': 'mechanical-protection-agreement.pdf',
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
    case 'guarantee-terms':
      return guaranteeTerms(facts);
    case 'guarantee-certificate':
      return guaranteeCertificate(facts);
    case 'mechanical-terms':
      return mechanicalTerms(facts);
    case 'mechanical-agreement':
      return mechanicalAgreement(facts);
  }
}
