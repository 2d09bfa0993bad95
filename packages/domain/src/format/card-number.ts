import { digitsOnly } from './mask.ts';

/** Masked card numbers keep digits only (spec part 1 section 5): '**** **** **** 4242' -> '4242'. */
export function maskedCardDigits(cardMasked: string): string {
  return digitsOnly(cardMasked);
}
