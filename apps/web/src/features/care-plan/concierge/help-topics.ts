// The concierge's ten help pages (spec part 2 section 2): what to do, in order, and who to
// call. Emergencies first send the owner to 000.

/** 'booking': the app's own booking wizard, open at any hour, unlike the concierge's phone. */
export type HelpCall = 'emergency' | 'roadside' | 'concierge' | 'booking' | 'dealer';

export type HelpTopic = {
  group: string;
  topic: string;
  title: string;
  intro: string;
  sections: readonly { id?: string; heading: string; points: readonly string[] }[];
  /** Who the page offers to call, in order. */
  calls: readonly HelpCall[];
};

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    group: 'emergency',
    topic: 'accident',
    title: 'Accident',
    intro: 'If anyone is hurt, or the road is blocked or dangerous, call 000 now.',
    sections: [
      {
        heading: 'At the scene',
        points: [
          'Turn on your hazard lights and, if it is safe, move the car off the road.',
          'Check on everyone involved. Do not move an injured person unless they are in danger.',
          'Swap names, addresses, phone numbers, rego and insurer details with the other drivers.',
          'Take photos of the cars, the damage, the road and any witnesses’ details.',
          'Do not admit fault; your insurer will sort that out.',
        ],
      },
      {
        heading: 'Afterwards',
        points: [
          'Report the accident to the police if anyone was hurt, a driver did not stop or swap details, or a car was towed.',
          'Tell your insurer as soon as you can.',
          'Call us to arrange the repair: the dealership works with your insurer.',
        ],
      },
    ],
    calls: ['emergency', 'roadside', 'concierge'],
  },
  {
    group: 'emergency',
    topic: 'roadside-assist',
    title: 'Roadside Assistance',
    intro: 'Stopped on the road? Get yourself safe, then call for help with your policy number.',
    sections: [
      {
        heading: 'Stay safe',
        points: [
          'Pull over as far from traffic as you can and turn on your hazard lights.',
          'On a motorway, get out on the side away from traffic and wait behind the barrier.',
          'If you feel unsafe, stay in the car with the doors locked and call 000.',
        ],
      },
      {
        heading: 'When you call',
        points: [
          'Say where you are: the road, the direction you were heading and the nearest exit or landmark.',
          'Quote your policy number and your rego.',
          'Describe what happened: a warning light, a noise, a flat tyre, no start.',
        ],
      },
    ],
    calls: ['roadside', 'concierge'],
  },
  {
    group: 'emergency',
    topic: 'flat-battery',
    title: 'Flat battery',
    intro: 'Clicking, dim lights or nothing at all when you start? The battery is the usual cause.',
    sections: [
      {
        heading: 'What to try',
        points: [
          'Turn off the lights, the air conditioning and anything plugged in, then try again.',
          'If another car can help, jump-start with leads: red to both positives, black to the good car’s negative, then to bare metal on yours.',
          'Once it starts, drive for at least 30 minutes so the battery can charge.',
        ],
      },
      {
        heading: 'When to replace it',
        points: [
          'A battery lasts 3 to 5 years. If yours is older, or goes flat again, have it tested.',
          'Roadside assistance can test and replace most batteries where you are.',
        ],
      },
    ],
    calls: ['roadside', 'concierge'],
  },
  {
    group: 'emergency',
    topic: 'flat-tyre',
    title: 'Flat tyre',
    intro: 'Slow down gently, do not brake hard, and stop somewhere flat and away from traffic.',
    sections: [
      {
        heading: 'Changing it',
        points: [
          'Apply the handbrake, put the car in park (or first gear) and turn on your hazard lights.',
          'Loosen the wheel nuts a little before you jack the car up, then remove them.',
          'Fit the spare, tighten the nuts in a star pattern, lower the car and tighten again.',
          'A space-saver spare is for short trips only: keep under 80 km/h.',
        ],
      },
      {
        heading: 'If you cannot change it',
        points: [
          'Call roadside assistance: they change the tyre or tow the car to a tyre shop.',
          'Tyre repair and replacement may be part of your care plan: ask us.',
        ],
      },
    ],
    calls: ['roadside', 'concierge'],
  },
  {
    group: 'emergency',
    topic: 'fuel',
    title: 'Out of fuel',
    intro: 'Ran out of fuel or charge? Get off the road safely first.',
    sections: [
      {
        heading: 'What to do',
        points: [
          'Coast to the side of the road and turn on your hazard lights.',
          'Roadside assistance can bring enough fuel to reach the nearest station.',
          'Put in the right fuel: a diesel in a petrol car (or the reverse) needs the tank drained before you start it.',
        ],
      },
    ],
    calls: ['roadside', 'concierge'],
  },
  {
    group: 'emergency',
    topic: 'locked-out',
    title: 'Locked out',
    intro: 'Keys locked inside, lost, or the remote not working?',
    sections: [
      {
        heading: 'What to try',
        points: [
          'If a child or a pet is locked in the car, call 000 now.',
          'A flat key battery stops the remote: most keys have a metal blade for the door.',
          'A spare key at home may be quicker than a locksmith.',
          'Roadside assistance can open most cars without damage.',
        ],
      },
    ],
    calls: ['emergency', 'roadside', 'concierge'],
  },
  {
    group: 'maintenance',
    topic: 'book-service',
    title: 'Book a service',
    intro: 'We book the service with your dealership at a time that suits you.',
    sections: [
      {
        heading: 'When you call',
        points: [
          'Have your odometer reading and rego handy.',
          'Tell us about anything you have noticed, and whether you need a loan car or a lift.',
        ],
      },
      {
        id: 'warning-light',
        heading: 'An engine warning light',
        points: [
          'A red light means stop as soon as it is safe and call roadside assistance.',
          'An amber light means book a check soon; you can usually keep driving gently.',
          'A flashing engine light means the engine is misfiring: slow down and book it in now.',
        ],
      },
      {
        id: 'engine-sound',
        heading: 'A new engine sound',
        points: [
          'Note when it happens: starting, braking, turning or at speed.',
          'Squealing when braking usually means worn brake pads; grinding means book in now.',
          'Knocking or a sudden loud noise: stop when it is safe and call us.',
        ],
      },
    ],
    calls: ['concierge', 'booking', 'dealer'],
  },
  {
    group: 'financeandinsurance',
    topic: 'insurance',
    title: 'Insurance',
    intro: 'Questions about your car insurance, or making a claim.',
    sections: [
      {
        heading: 'Making a claim',
        points: [
          'Call your insurer first, with your policy number, the date and what happened.',
          'Ask whether you may choose the repairer: your dealership repairs to the maker’s standard.',
          'Keep receipts for towing, a hire car or anything else you paid for.',
        ],
      },
      {
        heading: 'Your care plan and insurance',
        points: [
          'PROTECT covers wear and tear, not accident damage: that is for your insurer.',
          'We can help you with either; call us and we will point you the right way.',
        ],
      },
    ],
    calls: ['concierge', 'dealer'],
  },
  {
    group: 'repair',
    topic: 'scratch-and-dent',
    title: 'Scratches and dents',
    intro: 'Small marks are cheaper to fix early, before rust or cracking paint sets in.',
    sections: [
      {
        heading: 'Getting it fixed',
        points: [
          'Take a photo in daylight and send it to us for a quote.',
          'Many small dents are fixed without painting, often in a few hours.',
          'Damage from an accident or someone else’s car may be an insurance claim.',
        ],
      },
    ],
    calls: ['concierge', 'dealer'],
  },
  {
    group: 'repair',
    topic: 'windscreen',
    title: 'Windscreen',
    intro: 'A chip can spread into a crack with heat and bumps: have it repaired soon.',
    sections: [
      {
        heading: 'Repair or replace',
        points: [
          'Chips smaller than a 20-cent coin, away from the driver’s view, can usually be repaired.',
          'A crack in the driver’s view, or longer than a ruler, means a new windscreen.',
          'Windscreen repair may be part of your care plan: ask us.',
        ],
      },
    ],
    calls: ['concierge', 'dealer'],
  },
];

export function helpTopic(group: string | undefined, topic: string | undefined) {
  return HELP_TOPICS.find((t) => t.group === group && t.topic === topic) ?? null;
}

export const helpPath = (topic: Pick<HelpTopic, 'group' | 'topic'>, anchor?: string) =>
  `/my-garage/concierge/${topic.group}/${topic.topic}${anchor ? `#${anchor}` : ''}`;
