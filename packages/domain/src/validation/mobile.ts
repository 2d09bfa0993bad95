import { formatPhoneNumber } from '../format/phone-display.ts';
import { MOBILE_MESSAGE } from './messages.ts';
import { type FieldOptions, pattern, type Rule, stringField } from './rule.ts';
import { maxLength, minLength } from './text-length.ts';

export const MOBILE_MIN_LENGTH = 8;
export const MOBILE_MAX_LENGTH = 18;

/**
 * Australian mobiles: 4 and eight more digits, written bare (as the phone field's local
 * number, '412 345 678'), after 0 ('0412 345 678') or after +61/61 ('+61 412 345 678'), with
 * single optional spaces between digits.
 */
export const AU_MOBILE_PATTERN = /^(?:\+61 ?|61 ?|0)?4(?: ?\d){8}$/;

/**
 * New Zealand mobiles: 2, a second digit (020, 021, 022, 027...), then six to eight digits,
 * bare ('21 123 4567'), after 0 or after +64/64.
 */
export const NZ_MOBILE_PATTERN = /^(?:\+64 ?|64 ?|0)?2\d(?: ?\d){6,8}$/;

/** Mobile: the Australian pattern, 8 to 18 characters. */
export const mobileRules: readonly Rule[] = [
  minLength(MOBILE_MIN_LENGTH),
  maxLength(MOBILE_MAX_LENGTH),
  pattern(AU_MOBILE_PATTERN, MOBILE_MESSAGE),
];

export function mobileField(options: FieldOptions = {}) {
  return stringField(mobileRules, options);
}

/** An Australian or New Zealand mobile (the phone field's two countries). */
export function isAuOrNzMobile(value: string): boolean {
  return AU_MOBILE_PATTERN.test(value) || NZ_MOBILE_PATTERN.test(value);
}

/**
 * One form per number, E.164, so the same phone written two ways is one number (for send
 * limits, and for the SMS gateway): '0412 345 678' and '+61 412 345 678' are '+61412345678';
 * a New Zealand '021 234 5678' is '+64212345678'. Only for numbers that passed isAuOrNzMobile.
 */
export function normaliseMobile(value: string): string {
  const digits = value.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('61') || digits.startsWith('64')) return `+${digits}`;
  if (digits.startsWith('0')) return `+${digits.startsWith('04') ? '61' : '64'}${digits.slice(1)}`;
  // Bare local numbers: 4... is Australian, 2... New Zealand.
  return `+${digits.startsWith('4') ? '61' : '64'}${digits}`;
}

/**
 * A stored (E.164) mobile as its owner writes it: an Australian one as '0412 345 678'; a New
 * Zealand one stays international, as it must be dialled from Australia.
 */
export function writtenMobile(e164: string): string {
  return /^\+614\d{8}$/.test(e164) ? formatPhoneNumber(`0${e164.slice(3)}`) : e164;
}
