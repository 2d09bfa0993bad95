import { formatCents, toCents } from '@ignite/domain/cashback/money';

/** The API's dollars as the spec shows money, with 2 decimals: 51.5 -> '$51.50'. */
export function formatDollars(dollars: number): string {
  return formatCents(toCents(dollars));
}
