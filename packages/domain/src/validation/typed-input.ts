// What a field does with what was typed: it keeps it. A field that cut an eleventh digit or
// dropped a letter would turn a typo into another valid value (a mobile that is someone else's,
// an odometer of 12 for '12abc') and save it without a word. So a mask only lays out the digits
// typed, all of them, and anything else is kept as typed for the field's rule to refuse with
// its message.
import { applyMask, maskCapacity } from '../format/mask.ts';

/** The text without the mask's own separators and spaces. */
function withoutSeparators(text: string, mask: string): string {
  const literals = new Set(mask.split('').filter((character) => character !== '#'));
  return text
    .split('')
    .filter((character) => !literals.has(character) && !/\s/.test(character))
    .join('');
}

/**
 * Digits, typed with or without the mask's own separators, laid into the mask ('### ### ###');
 * digits beyond it follow the last one, every one kept ('412 299 9888'). Text with anything
 * else in it is shown exactly as typed.
 */
export function showInMask(text: string, mask: string): string {
  const bare = withoutSeparators(text, mask);
  if (!/^\d*$/.test(bare)) return text;
  const capacity = maskCapacity(mask);
  return applyMask(bare.slice(0, capacity), mask) + bare.slice(capacity);
}

/**
 * Typed text no further typing can make fit the mask: something other than a digit, or more
 * digits than it holds. A field says what is wrong at once then, rather than on leaving.
 */
export function overflowsMask(text: string, mask: string): boolean {
  const bare = withoutSeparators(text, mask);
  return !/^\d*$/.test(bare) || bare.length > maskCapacity(mask);
}

/** Typed text read as a number: empty, a number, or not a number (kept, never made 0). */
export type TypedNumber =
  { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'notANumber' };

/** An optional minus, digits with an optional decimal point and fraction, or a bare fraction. */
const NUMBER_TEXT = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The number field's typing (spec part 1 section 5): digits, a minus and a decimal point;
 * '$', ',' and spaces are stripped ('$1,250.50' is 1250.5). Anything else is not a number and
 * is reported as such rather than read as 0.
 */
export function readTypedNumber(text: string): TypedNumber {
  const stripped = text.replace(/[$,\s]/g, '');
  if (stripped === '') return { kind: 'empty' };
  if (!NUMBER_TEXT.test(stripped)) return { kind: 'notANumber' };
  return { kind: 'number', value: Number(stripped) };
}
