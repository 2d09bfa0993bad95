/**
 * The words of a seeded offer: its title in one of the reward forms the domain's reward text
 * reads ('10% cashback on ...', '$15 cashback when you spend $60', '4c per litre off ...') or
 * a plain deal ('20% off ...', which shows as 'Great Savings'), its description, how it works
 * and its terms. Some offers get no steps or no terms, so the UI's 'shown only if not empty'
 * sections are exercised.
 */
import type { Random } from './seed-marketplace-random.ts';

export type OfferType = 'instore' | 'giftcard' | 'others';

export type Reward =
  | { kind: 'percent'; percent: number }
  | { kind: 'upTo'; percent: number }
  | { kind: 'dollar'; cashback: number; spend: number }
  | { kind: 'perLitre'; cents: number }
  | { kind: 'deal'; title: string; phrase: string };

export type OfferWords = {
  advertiserName: string;
  /** The advertiser is a gift card business: its name is the card's. */
  sellsGiftCards: boolean;
  subject: string;
  pitch: string;
  type: OfferType;
  isCardLinked: boolean;
  hasBookingLink: boolean;
  reward: Reward;
  /** Where the advertiser trades, in a sentence: 'With 42 locations across ...'. */
  whereToFind: string;
  website: string;
  isCafe: boolean;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const SPENDS = [30, 40, 50, 60, 80, 100, 150, 200, 250];

/** A reward of the given kind with believable amounts. */
export function rewardOf(random: Random, kind: Reward['kind'], subject: string): Reward {
  if (kind === 'percent' || kind === 'upTo') {
    return { kind, percent: random.pick([3, 5, 5, 8, 10, 10, 12, 15, 20, 25]) };
  }
  if (kind === 'dollar') {
    const spend = random.pick(SPENDS);
    const cashback = Math.max(5, Math.round((spend * random.pick([0.1, 0.15, 0.2, 0.25])) / 5) * 5);
    return { kind, cashback, spend };
  }
  if (kind === 'perLitre') return { kind, cents: random.pick([4, 4, 5, 6, 8, 10]) };
  const percent = random.pick([10, 15, 20, 25, 30]);
  return random.pick([
    { kind, title: `${percent}% off ${subject}`, phrase: `${percent}% off ${subject}` },
    { kind, title: `Save ${percent}% on ${subject}`, phrase: `${percent}% off ${subject}` },
    { kind, title: `Free gift with ${subject}`, phrase: `a free gift with ${subject}` },
    { kind, title: `Members' price on ${subject}`, phrase: `members' pricing on ${subject}` },
  ]);
}

function rewardPhrase(reward: Reward): string {
  switch (reward.kind) {
    case 'percent':
      return `${reward.percent}% cashback`;
    case 'upTo':
      return `up to ${reward.percent}% cashback`;
    case 'dollar':
      return `$${reward.cashback} cashback when you spend $${reward.spend} or more`;
    case 'perLitre':
      return `${reward.cents}c per litre off`;
    case 'deal':
      return reward.phrase;
  }
}

export function offerTitle(random: Random, words: OfferWords): string {
  const { reward, subject, advertiserName } = words;
  if (words.type === 'giftcard') {
    const card = words.sellsGiftCards ? advertiserName : `${advertiserName} gift card`;
    if (reward.kind === 'dollar')
      return `$${reward.cashback} cashback on a $${reward.spend} ${card}`;
    if (reward.kind === 'percent' || reward.kind === 'upTo') {
      const on = words.sellsGiftCards ? subject : `${advertiserName} gift cards`;
      return `${reward.percent}% cashback on ${on}`;
    }
    return `${card}s from $25`;
  }
  switch (reward.kind) {
    case 'percent':
      return `${reward.percent}% cashback on ${subject}`;
    case 'upTo':
      return `Up to ${reward.percent}% cashback at ${advertiserName}`;
    case 'dollar':
      return random.chance(0.5)
        ? `$${reward.cashback} cashback when you spend $${reward.spend}`
        : `$${reward.cashback} cashback when you spend $${reward.spend} on ${subject}`;
    case 'perLitre':
      return random.chance(0.5)
        ? `${reward.cents}c per litre off ${subject}`
        : `Save ${reward.cents}c per litre on ${subject}`;
    case 'deal':
      return capitalise(reward.title);
  }
}

const CLOSERS = [
  'New customers and regulars alike are welcome.',
  'The offer runs while the allocation lasts, so do not leave it too late.',
  'It is our way of saying thanks for shopping local.',
  'Tell your friends: the offer is open to every member.',
];
const CAFE_CLOSERS = [
  'Our beans are roasted in small batches every week, and the coffee is as good as the pastries.',
  'Grab a coffee on the way to work or stay for brunch: the espresso machine never rests.',
  'Single-origin pour-overs, a house blend with chocolate notes and oat milk at no extra charge.',
];

export function offerDescription(random: Random, words: OfferWords): string[] {
  const phrase = rewardPhrase(words.reward);
  // A deal's phrase names its subject already; a per-litre discount reads 'off <fuel>'.
  const on =
    words.reward.kind === 'perLitre' || words.reward.kind === 'deal' ? '' : ` on ${words.subject}`;
  const litre = words.reward.kind === 'perLitre' ? ` ${words.subject}` : '';
  let offer: string;
  if (words.type === 'giftcard') {
    const card = words.sellsGiftCards ? words.advertiserName : `${words.advertiserName} gift card`;
    offer = `Buy ${/^[AEIOU]/.test(card) ? 'an' : 'a'} ${card} in the app and get ${phrase}: a present that suits everyone, or a treat for yourself.`;
  } else if (words.type === 'instore') {
    offer = words.hasBookingLink
      ? `Book online, then pay with your linked card on the day to get ${phrase}${on}${litre}.`
      : `Pay with your linked card in store and get ${phrase}${on}${litre}.`;
  } else {
    offer = words.isCardLinked
      ? `Shop online with your linked card and get ${phrase}${on}${litre}.`
      : `Tap Open to claim ${phrase}${on}${litre} online.`;
  }
  const paragraphs = [`${words.advertiserName} ${words.pitch}. ${offer}`];
  if (random.chance(0.6) || words.isCafe) {
    paragraphs.push(
      words.type === 'instore'
        ? words.whereToFind
        : words.type === 'giftcard'
          ? 'Gift cards arrive by email within minutes and can be spent in store or online.'
          : `Everything is online at ${words.website.replace('https://', '')}, open around the clock.`,
    );
  }
  if (words.isCafe || random.chance(0.3)) {
    paragraphs.push(random.pick(words.isCafe ? CAFE_CLOSERS : CLOSERS));
  }
  return paragraphs;
}

export function howItWorks(random: Random, words: OfferWords): string[] {
  if (random.chance(0.1)) return [];
  let steps: string[];
  if (words.type === 'giftcard') {
    steps = [
      'Tap Get This Gift Card.',
      'Choose an amount from $25 to $500.',
      'Your e-gift card arrives by email within minutes.',
      'Cashback is credited once the purchase is confirmed.',
    ];
  } else if (words.hasBookingLink) {
    steps = [
      'Tap Book Now and choose a time that suits you.',
      'Link your card in the app before your visit.',
      'Pay with your linked card on the day.',
      'Your cashback shows as pending within 5 business days.',
    ];
  } else if (words.type === 'instore') {
    steps = [
      'Link your Visa, Mastercard or Amex card in the app.',
      `Visit any participating ${words.advertiserName} location.`,
      'Pay with your linked card: there is nothing to show or scan.',
      'Your cashback shows as pending within 5 business days.',
    ];
  } else if (words.isCardLinked) {
    steps = [
      'Tap Open to visit the online store.',
      'Shop as usual and pay with your linked card.',
      'Your cashback is tracked automatically and shows as pending.',
    ];
  } else {
    const code = `${words.advertiserName
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 8)
      .toUpperCase()}${random.int(10, 30)}`;
    steps = [
      'Tap Open to go to the offer.',
      `Use the code ${code} at checkout.`,
      'Enjoy the saving.',
    ];
  }
  return steps.slice(0, random.int(Math.min(2, steps.length), steps.length));
}

const GENERAL_TERMS = [
  'Offer valid once per member per day.',
  'Not valid with any other offer or discount.',
  'Cashback is calculated on the amount paid, excluding delivery fees.',
  'Cashback may take up to 5 business days to appear as pending.',
  'The advertiser may end the offer early once the allocation is used.',
  'Available at participating locations only.',
];

export function offerTerms(random: Random, words: OfferWords): string[] {
  if (random.chance(0.08)) return [];
  const specific: string[] = [];
  const { reward } = words;
  if (reward.kind === 'dollar')
    specific.push(`Minimum spend of $${reward.spend} in a single transaction.`);
  if (reward.kind === 'percent' || reward.kind === 'upTo') {
    specific.push(`Cashback is capped at $${random.pick([25, 50, 75, 100])} per transaction.`);
  }
  if (reward.kind === 'perLitre')
    specific.push('Discount applies to a maximum of 150 litres per transaction.');
  if (words.type === 'instore')
    specific.push('Purchases must be made in store with a linked card.');
  if (words.hasBookingLink) specific.push('Bookings are subject to availability.');
  if (words.type === 'giftcard') {
    specific.push(
      'Gift cards are valid for 3 years from purchase.',
      'Gift cards cannot be exchanged for cash.',
    );
  }
  const count = random.int(2, 5);
  return [...specific, ...random.sample(GENERAL_TERMS, count)].slice(0, count);
}
