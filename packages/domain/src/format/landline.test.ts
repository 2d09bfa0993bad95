import { describe, expect, it } from 'vitest';
import {
  formatLandlineInput,
  inferAreaCode,
  LANDLINE_AREA_CODES,
  landlineMask,
  NO_AREA_CODE,
  withAreaCode,
} from './landline.ts';

describe('landline area codes', () => {
  it('lists none, 02, 03, 07, 08, 13 and 18 with their labels', () => {
    expect(LANDLINE_AREA_CODES.map((a) => `${a.code} ${a.label}`.trim())).toEqual([
      'None',
      '02 NSW/ACT',
      '03 VIC/TAS',
      '07 QLD',
      '08 SA/NT/WA',
      '13 LOCAL RATE',
      '18 FREE CALL',
    ]);
  });
  it.each([
    ['0298765432', 'NSW/ACT'],
    ['(03) 9', 'VIC/TAS'],
    ['07', 'QLD'],
    ['08', 'SA/NT/WA'],
    ['1300', 'LOCAL RATE'],
    ['1800', 'FREE CALL'],
    ['04', 'None'],
    ['0', 'None'],
    ['98765432', 'None'],
  ])('infers the area code of %j from the first two digits: %s', (value, label) => {
    expect(inferAreaCode(value).label).toBe(label);
  });
});

describe('landline masks', () => {
  it("is '(##) #### ####' with an area code, '#### ####' without", () => {
    expect(landlineMask(inferAreaCode('02'))).toBe('(##) #### ####');
    expect(landlineMask(NO_AREA_CODE)).toBe('#### ####');
  });
  it.each([
    ['0298765432', true, '(02) 9876 5432'],
    ['98765432', true, '9876 5432'],
    ['0298765432', false, '0298 7654'],
    ['987654321', false, '9876 5432'],
  ])('%s (area codes: %s) -> %s', (value, areaCodes, shown) => {
    expect(formatLandlineInput(value, areaCodes)).toBe(shown);
  });
  it('choosing an area code replaces the one typed, None removes it', () => {
    const qld = LANDLINE_AREA_CODES.find((a) => a.code === '07') ?? NO_AREA_CODE;
    expect(withAreaCode('(02) 9876 5432', qld)).toBe('(07) 9876 5432');
    expect(withAreaCode('9876 5432', qld)).toBe('(07) 9876 5432');
    expect(withAreaCode('(02) 9876 5432', NO_AREA_CODE)).toBe('9876 5432');
  });
});
