import { applyMask, digitsOnly } from './mask.ts';

export type AreaCode = { code: '' | '02' | '03' | '07' | '08' | '13' | '18'; label: string };

/** The landline field's area codes (spec part 2 section 5); '' is no area code. */
export const LANDLINE_AREA_CODES: readonly AreaCode[] = [
  { code: '', label: 'None' },
  { code: '02', label: 'NSW/ACT' },
  { code: '03', label: 'VIC/TAS' },
  { code: '07', label: 'QLD' },
  { code: '08', label: 'SA/NT/WA' },
  { code: '13', label: 'LOCAL RATE' },
  { code: '18', label: 'FREE CALL' },
];

export const NO_AREA_CODE: AreaCode = { code: '', label: 'None' };

export const LANDLINE_MASK_WITH_AREA_CODE = '(##) #### ####';
export const LANDLINE_MASK_WITHOUT_AREA_CODE = '#### ####';

/** The area code is inferred from the first two digits; none when they are not one. */
export function inferAreaCode(value: string): AreaCode {
  const firstTwo = digitsOnly(value).slice(0, 2);
  return (
    LANDLINE_AREA_CODES.find((area) => area.code !== '' && area.code === firstTwo) ?? NO_AREA_CODE
  );
}

export function landlineMask(area: AreaCode): string {
  return area.code === '' ? LANDLINE_MASK_WITHOUT_AREA_CODE : LANDLINE_MASK_WITH_AREA_CODE;
}

/**
 * What the landline input shows while typing. Without area codes it is always '#### ####';
 * with them the mask follows the area code the first two digits name.
 */
export function formatLandlineInput(value: string, withAreaCode: boolean): string {
  if (!withAreaCode) return applyMask(value, LANDLINE_MASK_WITHOUT_AREA_CODE);
  return applyMask(value, landlineMask(inferAreaCode(value)));
}

/** Choosing an area code from the list replaces the one the number starts with. */
export function withAreaCode(value: string, area: AreaCode): string {
  const digits = digitsOnly(value);
  const local = inferAreaCode(digits).code === '' ? digits : digits.slice(2);
  return formatLandlineInput(`${area.code}${local}`, true);
}
