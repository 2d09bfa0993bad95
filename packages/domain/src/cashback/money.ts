// Money crosses the API in dollars with two decimals (spec: 'Money shown with 2 decimals') and
// is kept in integer cents everywhere else, so no sum is ever off by a fraction of a cent.
import { formatCurrency } from '../format/currency.ts';

/** Dollars to cents, rounded to the nearest cent: 51.5 -> 5150, 0.1 + 0.2 -> 30. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return cents / 100;
}

/** '$51.50' */
export function formatCents(cents: number): string {
  return formatCurrency(toDollars(cents));
}
