// The reward text of an offer tile (spec part 3 sections 2 and 3): "taken from the title (a
// number with cashback, or an amount per litre)", default 'Great Savings'. The title is read
// case-insensitively and the reward is written in one normal form per shape:
//   a number with cashback  -> '<amount> Cashback': '10% Cashback', '$15 Cashback', '2.5% Cashback'
//                              (the number as written, spaces dropped: '10 %' -> '10%')
//   an amount per litre     -> '<cents>c per litre': '4c per litre', '4.5c per litre'
//                              (dollars become cents: '$0.04 per litre' -> '4c per litre')
// When a title carries both, the cashback wins; text around the match ('Up to', 'Save') is
// not part of the reward.

export const DEFAULT_REWARD_TEXT = 'Great Savings';

/** '10%', '2.5 %', '$15', '$ 1,250.50': a percentage or a dollar amount, then 'cashback',
 * 'cash back' or 'cash-back'. The look-behind keeps '2.5%' from being read as '.5%'. */
const CASHBACK =
  /(?<![\w.,])(\$\s?\d{1,3}(?:,\d{3})+(?:\.\d+)?|\$\s?\d+(?:\.\d+)?|\d+(?:\.\d+)?\s?%)\s*cash[\s-]?back\b/i;

const LITRE = String.raw`(?:l|ltr|litre|liter)\b`;
/** '4c', '4.5 cents', '4¢' or '$0.04', optionally 'off', then '/L', 'per litre' or 'a litre'. */
const PER_LITRE = new RegExp(
  String.raw`(?<![\w.,$])(?:(\d+(?:\.\d+)?)\s?(?:cents?\b|c\b|¢)|\$\s?(\d+(?:\.\d+)?))` +
    String.raw`(?:\s+off)?\s*(?:\/\s?${LITRE}|(?:per|a|each)\s+${LITRE})`,
  'i',
);

/** Cents as a short decimal: 0.04 dollars is 4, not 4.000000000000001. */
function dollarsToCents(dollars: string): number {
  return Number((Number(dollars) * 100).toFixed(6));
}

export function rewardText(title: string): string {
  const cashback = CASHBACK.exec(title);
  if (cashback?.[1] !== undefined) return `${cashback[1].replace(/\s/g, '')} Cashback`;

  const perLitre = PER_LITRE.exec(title);
  if (perLitre) {
    const [, cents, dollars] = perLitre;
    const amount =
      cents !== undefined ? Number(cents) : dollars !== undefined ? dollarsToCents(dollars) : null;
    if (amount !== null) return `${amount}c per litre`;
  }
  return DEFAULT_REWARD_TEXT;
}
