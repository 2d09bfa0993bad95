// The number field's arithmetic (spec part 1 section 5), kept free of floating-point noise:
// 0.1 + 0.2 must show as 0.3, and 0.3 snapped to 0.1 must stay 0.3.
import { formatGrouped } from './grouped-number.ts';

export type NumberFieldOptions = {
  interval: number;
  decimals: number;
  min: number;
  max: number;
  separators: boolean;
  clamp: boolean;
};

export const NUMBER_FIELD_DEFAULTS: NumberFieldOptions = {
  interval: 1,
  decimals: 0,
  min: -999999999,
  max: 999999999,
  separators: true,
  clamp: false,
};

/** While typing, only digits, minus and the decimal point get through. */
export function sanitiseNumberTyping(text: string): string {
  return text.replace(/[^\d.-]/g, '');
}

/**
 * Typed text as a number: '$' and ',' are stripped ('$1,250.50' -> 1250.5); anything else
 * non-numeric becomes 0. Blank stays undefined, so an optional field can stay empty.
 */
export function parseNumberInput(text: string): number | undefined {
  const stripped = text.replace(/[$,]/g, '').trim();
  if (stripped === '') return undefined;
  const value = Number(stripped);
  return Number.isFinite(value) ? value : 0;
}

/** How many decimals a step such as 0.25 carries, to round away binary noise. */
function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

export function roundToDecimals(value: number, decimals: number): number {
  const rounded = Number(value.toFixed(Math.max(0, Math.min(decimals, 20))));
  return Object.is(rounded, -0) ? 0 : rounded;
}

/** With clamp on, the value snaps down to a multiple of the interval. */
export function snapDownToInterval(value: number, interval: number): number {
  if (!(interval > 0)) return value;
  // The small epsilon keeps 0.3 / 0.1 (2.9999999999999996) on 3.
  const multiples = Math.floor(value / interval + 1e-9);
  return roundToDecimals(multiples * interval, decimalsOf(interval));
}

export function boundToRange(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Each increment adds (or subtracts) the interval, bounded by min and max. */
export function stepNumber(
  value: number | undefined,
  direction: 1 | -1,
  { interval, min, max }: Pick<NumberFieldOptions, 'interval' | 'min' | 'max'>,
): number {
  const next = (value ?? 0) + direction * interval;
  const places = Math.max(decimalsOf(interval), decimalsOf(value ?? 0));
  return boundToRange(roundToDecimals(next, places), min, max);
}

/**
 * A committed value: snapped when clamp is on, rounded to the decimals. Never bounded: a typed
 * value out of range stays as typed for the form to refuse with a message (cut to the maximum,
 * a typo would be saved without a word). Only the steppers stay within min and max.
 */
export function normaliseNumber(value: number, options: NumberFieldOptions): number {
  const snapped = options.clamp ? snapDownToInterval(value, options.interval) : value;
  return roundToDecimals(snapped, options.decimals);
}

/** Display with the field's decimals and, when on, thousands separators (en-US). */
export function formatNumber(
  value: number,
  { decimals, separators }: Pick<NumberFieldOptions, 'decimals' | 'separators'>,
): string {
  return formatGrouped(value, decimals, separators);
}
