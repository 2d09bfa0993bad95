import { digitsOnly } from './mask.ts';

function groups(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of sizes) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.filter(Boolean).join(' ');
}

/**
 * Australian phone numbers for display (spec part 2 section 5): 13 and 18 numbers as
 * 4-2-2-2 ('1300 12 34 56'), 04 mobiles as 4-3-3 ('0412 345 678'), others as (area) 4 4
 * ('(02) 9876 5432'). A nine-digit number lost its leading 0 (stored as a number, say), so
 * the 0 is put back before the number is classified. Anything else is shown as given.
 */
export function formatPhoneNumber(value: string | null | undefined): string {
  if (!value) return '';
  let digits = digitsOnly(value);
  if (digits.length === 9) digits = `0${digits}`;
  if (digits.length !== 10) return value.trim();
  if (digits.startsWith('13') || digits.startsWith('18')) return groups(digits, [4, 2, 2, 2]);
  if (digits.startsWith('04')) return groups(digits, [4, 3, 3]);
  return `(${digits.slice(0, 2)}) ${groups(digits.slice(2), [4, 4])}`;
}
