// Money crosses the API in dollars with two decimals (spec: 'Money shown with 2 decimals') and
// is kept in integer cents everywhere else, so no sum is ever off by a fraction of a cent.
import { formatCurrency } from '../format/currency.ts';

/** Dollars to cents, rounded to the nearest cent: 51.5 -> 5150, 0.1 + 0.2 -> 30. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * The exact cents of an amount that has at most two decimals, or null when it has more (or is
 * not a finite number). Never rounds: 10.999999999 is not $11.00 but a mistake to refuse.
 * Exact because the JSON number nearest a two-decimal amount is the one `cents / 100` gives
 * back, and any other number (10.999, 1e-7, 0.1 + 0.2) is not.
 */
export function exactCents(dollars: number): number | null {
  if (!Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  if (!Number.isSafeInteger(cents)) return null;
  return cents / 100 === dollars ? cents : null;
}

export function hasAtMostTwoDecimals(dollars: number): boolean {
  return exactCents(dollars) !== null;
}

export function toDollars(cents: number): number {
  return cents / 100;
}

/** '$51.50' */
export function formatCents(cents: number): string {
  return formatCurrency(toDollars(cents));
}
