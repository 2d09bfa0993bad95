// Withdrawing cashback to the bank (spec part 3 sections 2, 5 and 8): the minimum balance, the
// quick-select amounts and the payout amount's messages.
import { formatCents, hasAtMostTwoDecimals, toCents } from './money.ts';

/** 'A minimum balance is needed before redemption ... the shared constant is 30.' */
export const MINIMUM_CASHBACK_BEFORE_REDEMPTION = 30;
/** Quick select's lowest choice, the custom amount's step and the default payout, in dollars. */
export const PAYOUT_STEP = 10;
export const DEFAULT_PAYOUT = PAYOUT_STEP;

export const PAYOUT_MESSAGES = {
  notPositive: 'Please enter in a valid amount greater than 0',
  /** Followed by the available amount: 'The payout amount cannot exceed $51.50'. */
  exceeds: 'The payout amount cannot exceed',
  tooManyDecimals: 'The payout amount can have at most 2 decimals',
} as const;

/** hasCashbackThatCanBeRedeemed: the available amount has reached the minimum. */
export function hasCashbackThatCanBeRedeemed(
  availableCents: number,
  minimumDollars = MINIMUM_CASHBACK_BEFORE_REDEMPTION,
): boolean {
  return availableCents >= toCents(minimumDollars);
}

/** Withdraw needs both cashback that can be redeemed and bank details (spec part 3 section 8). */
export function canWithdraw(hasRedeemable: boolean, hasBankAccountDetails: boolean): boolean {
  return hasRedeemable && hasBankAccountDetails;
}

/** The progress bar toward the minimum: 0 to 1. */
export function progressTowardMinimum(
  availableCents: number,
  minimumDollars = MINIMUM_CASHBACK_BEFORE_REDEMPTION,
): number {
  const minimumCents = toCents(minimumDollars);
  if (minimumCents <= 0) return 1;
  return Math.min(1, Math.max(0, availableCents / minimumCents));
}

export type QuickSelect = { lowest: number; middle: number; highest: number };

/**
 * Spec part 3 section 5: lowest is 10; highest is the available amount rounded down to a
 * multiple of 10; middle is half of the highest. In dollars.
 */
export function payoutQuickSelect(availableCents: number): QuickSelect {
  const highest = Math.floor(Math.max(0, availableCents) / (PAYOUT_STEP * 100)) * PAYOUT_STEP;
  return { lowest: PAYOUT_STEP, middle: highest / 2, highest };
}

export type PayoutChoice = { choice: keyof QuickSelect; amount: number };

/**
 * The quick-select choices a withdrawal page offers, in dollars: none until the minimum is
 * reached (there is nothing to withdraw yet, so no amount is offered), then the spec's lowest,
 * middle and highest, keeping only those within the available amount and each above the one
 * before, so never two of the same amount (with a $20 minimum, $26.50 gives lowest 10, middle
 * 10 and highest 20: $10 is offered once).
 */
export function payoutChoices(
  availableCents: number,
  minimumDollars = MINIMUM_CASHBACK_BEFORE_REDEMPTION,
): PayoutChoice[] {
  if (!hasCashbackThatCanBeRedeemed(availableCents, minimumDollars)) return [];
  const quick = payoutQuickSelect(availableCents);
  const choices: PayoutChoice[] = [];
  for (const choice of ['lowest', 'middle', 'highest'] as const) {
    const amount = quick[choice];
    // Each above the one before: a middle equal to (or under) the lowest is not a choice.
    const aboveLast = amount > (choices.at(-1)?.amount ?? 0);
    if (aboveLast && toCents(amount) <= availableCents) choices.push({ choice, amount });
  }
  return choices;
}

/** The custom amount's up and down buttons: steps of 10, never below 0. */
export function stepPayout(amount: number, direction: 1 | -1): number {
  return Math.max(0, amount + direction * PAYOUT_STEP);
}

/**
 * The message for an amount the owner typed, in dollars (NaN when it is not a number): a third
 * decimal is refused, never rounded into an amount the owner did not type.
 */
export function typedPayoutError(dollars: number, availableCents: number): string | null {
  if (Number.isFinite(dollars) && !hasAtMostTwoDecimals(dollars)) {
    return PAYOUT_MESSAGES.tooManyDecimals;
  }
  return payoutAmountError(toCents(dollars), availableCents);
}

/** The payout amount's message, or null when it can be paid: above 0 and within available. */
export function payoutAmountError(amountCents: number, availableCents: number): string | null {
  if (!Number.isFinite(amountCents) || amountCents <= 0) return PAYOUT_MESSAGES.notPositive;
  if (!Number.isSafeInteger(amountCents)) return PAYOUT_MESSAGES.tooManyDecimals;
  if (amountCents > availableCents) {
    return `${PAYOUT_MESSAGES.exceeds} ${formatCents(availableCents)}`;
  }
  return null;
}
