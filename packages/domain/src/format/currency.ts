import { formatGrouped } from './grouped-number.ts';
import { roundToDecimals, snapDownToInterval, stepNumber } from './number.ts';

export type CurrencyFieldOptions = {
  currency: 'USD';
  min: number;
  max: number;
  step: number;
  clamp: boolean;
  decimals: number;
};

/** Spec part 1 section 5: USD, -999999999 to 999999999, step 1, no clamp; 2 decimals shown. */
export const CURRENCY_FIELD_DEFAULTS: CurrencyFieldOptions = {
  currency: 'USD',
  min: -999999999,
  max: 999999999,
  step: 1,
  clamp: false,
  decimals: 2,
};

/** Currency display: '$' with 2 decimals (0 if requested), en-US formatting: '$1,234.50'. */
export function formatCurrency(value: number, decimals: 0 | 2 = 2): string {
  const amount = formatGrouped(Math.abs(value), decimals);
  return value < 0 && /[1-9]/.test(amount) ? `-$${amount}` : `$${amount}`;
}

/** The up and down buttons add or subtract the step, within the range. */
export function stepCurrency(
  value: number | undefined,
  direction: 1 | -1,
  options: Pick<CurrencyFieldOptions, 'step' | 'min' | 'max'>,
): number {
  return stepNumber(value, direction, {
    interval: options.step,
    min: options.min,
    max: options.max,
  });
}

/**
 * A committed amount: snapped down to the step when clamp is on, and rounded. Never cut to the
 * range: the form refuses an amount out of range with a message (as normaliseNumber).
 */
export function normaliseCurrency(value: number, options: CurrencyFieldOptions): number {
  const snapped = options.clamp ? snapDownToInterval(value, options.step) : value;
  return roundToDecimals(snapped, options.decimals);
}
