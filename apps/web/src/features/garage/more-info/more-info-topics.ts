// The garage's guide pages (/my-garage/more-info/{topic}), as data: one entry per topic the
// spec names, written for an owner standing next to the car. The figures are the spec's
// (part 2 section 9): battery 3 to 5 years, oil checked monthly, tyres about every 5 years
// or at 3mm of tread, a wash every 2-4 weeks, and 000 in an emergency.
import {
  BatteryMedium,
  Droplet,
  IdCard,
  type LucideIcon,
  Megaphone,
  Sparkles,
  Wrench,
  Disc3,
} from 'lucide-react';

export type GuideSection = { heading: string; paragraphs?: string[]; points?: string[] };

export type Guide = {
  title: string;
  icon: LucideIcon;
  summary: string;
  /** The one figure to remember, shown large. */
  keyFact: { value: string; label: string };
  sections: GuideSection[];
};

export const EMERGENCY_NUMBER = '000';

export const guides = {
  battery: {
    title: 'Battery',
    icon: BatteryMedium,
    summary:
      'A car battery usually lasts 3 to 5 years. Heat, short trips and lights left on all shorten its life, and it tends to fail without much warning.',
    keyFact: { value: '3 to 5 years', label: 'Typical battery life' },
    sections: [
      {
        heading: 'Signs it is getting tired',
        points: [
          'The engine turns over slowly when you start the car.',
          'Headlights or the dashboard dim at idle.',
          'The battery warning light comes on.',
          'You hear clicking when you try to start.',
        ],
      },
      {
        heading: 'Making it last',
        points: [
          'Drive for at least 20 minutes once a week; short trips never recharge it fully.',
          'Switch off lights and accessories before you leave the car.',
          'Ask for a battery test at every service once it is 3 years old.',
        ],
      },
      {
        heading: 'If it goes flat',
        paragraphs: [
          'Call roadside assistance rather than jump-starting a modern car yourself: the wrong connection can damage its electronics.',
        ],
      },
    ],
  },
  oil: {
    title: 'Engine oil',
    icon: Droplet,
    summary:
      'Oil keeps the engine cool and stops its parts wearing against each other. Check the level monthly, and before any long drive.',
    keyFact: { value: 'Monthly', label: 'Check the oil level' },
    sections: [
      {
        heading: 'How to check it',
        points: [
          'Park on level ground and wait 5 minutes after switching off the engine.',
          'Pull out the dipstick, wipe it clean, push it all the way back in and pull it out again.',
          'The oil should sit between the two marks. Below the lower mark, top up a little at a time.',
        ],
      },
      {
        heading: 'Topping up',
        paragraphs: [
          'Use the oil grade in your owner’s manual, and do not fill above the upper mark: too much oil is as harmful as too little.',
        ],
      },
      {
        heading: 'Warning light',
        paragraphs: [
          'If the oil pressure light comes on while driving, stop as soon as it is safe and switch off the engine. Driving on can destroy it.',
        ],
      },
    ],
  },
  recall: {
    title: 'Recalls',
    icon: Megaphone,
    summary:
      'A recall is issued when a manufacturer finds a safety problem in a model. The repair is free, and it matters: book it in as soon as you hear about it.',
    keyFact: { value: 'Free', label: 'Recall repairs cost you nothing' },
    sections: [
      {
        heading: 'What to do',
        points: [
          'Call your dealership and quote the recall reference shown in your garage.',
          'Follow any advice in the notice, such as not using a part until it is fixed.',
          'Once repaired, the recall is cleared from your garage.',
        ],
      },
      {
        heading: 'Checking for recalls',
        paragraphs: [
          'Recalls in Australia are listed on the Australian Government’s product safety website, productsafety.gov.au. Keep your contact details up to date with your dealership so they can reach you.',
        ],
      },
    ],
  },
  rego: {
    title: 'Registration',
    icon: IdCard,
    summary:
      'Your car must be registered to be driven on public roads. Renew before the expiry date: an unregistered car can be fined and may not be covered by compulsory third party insurance.',
    keyFact: { value: 'Before expiry', label: 'Renew your rego' },
    sections: [
      {
        heading: 'Renewing',
        points: [
          'Most states let you renew online with the renewal notice or your rego number.',
          'Older vehicles may need a safety inspection first; check your state’s rules.',
          'Set the rego date in your garage and we will remind you before it is due.',
        ],
      },
    ],
  },
  service: {
    title: 'Servicing',
    icon: Wrench,
    summary:
      'Regular servicing keeps your car safe, reliable and under warranty. Follow the logbook schedule: a service is due at its kilometres or its months, whichever comes first.',
    keyFact: { value: 'Km or months', label: 'Whichever comes first' },
    sections: [
      {
        heading: 'What a service covers',
        points: [
          'Oil and filter change, and the fluids topped up.',
          'Brakes, tyres, lights, wipers and battery checked.',
          'Any recall or software update the manufacturer has issued.',
        ],
      },
      {
        heading: 'Keep the record',
        paragraphs: [
          'A complete service history protects your warranty and your resale value. Services at your dealership appear in your Digital Service Log.',
        ],
      },
    ],
  },
  tyres: {
    title: 'Tyres',
    icon: Disc3,
    summary:
      'Tyres are the only part of the car touching the road. Replace them about every 5 years, or sooner once the tread is down to 3mm: grip in the wet falls away quickly below that.',
    keyFact: { value: '5 years or 3mm', label: 'Whichever comes first' },
    sections: [
      {
        heading: 'Monthly check',
        points: [
          'Check the pressures when the tyres are cold; the right figures are on the placard inside the driver’s door.',
          'Look for cuts, cracks and bulges in the sidewalls.',
          'Measure the tread, or look for the wear bars in the grooves.',
        ],
      },
      {
        heading: 'A flat on the road',
        paragraphs: [
          'Pull over well away from traffic and switch on your hazard lights. If you cannot change it safely, stay clear of the car and call roadside assistance.',
        ],
      },
    ],
  },
  wash: {
    title: 'Washing',
    icon: Sparkles,
    summary:
      'A wash every 2-4 weeks keeps the paint protected. Wash sooner after bird droppings, tree sap or a drive near the beach: salt and acids eat into the finish.',
    keyFact: { value: 'Every 2-4 weeks', label: 'Wash your car' },
    sections: [
      {
        heading: 'Doing it well',
        points: [
          'Wash in the shade, with car shampoo rather than dishwashing liquid.',
          'Start at the roof and work down; rinse the underbody after coastal drives.',
          'A coat of wax every few months makes the next wash easier.',
        ],
      },
    ],
  },
} satisfies Record<string, Guide>;

export type GuideTopic = keyof typeof guides;

/** The guide for a topic from the address, or null when there is no such guide. */
export function guideFor(topic: string | undefined): Guide | null {
  return topic !== undefined && Object.hasOwn(guides, topic) ? guides[topic as GuideTopic] : null;
}
