import { describe, expect, it } from 'vitest';
import { formatGrouped } from './grouped-number.ts';

describe('formatGrouped', () => {
  it('puts a comma between thousands', () => {
    expect(formatGrouped(0)).toBe('0');
    expect(formatGrouped(999)).toBe('999');
    expect(formatGrouped(1000)).toBe('1,000');
    expect(formatGrouped(123456)).toBe('123,456');
    expect(formatGrouped(2_000_000)).toBe('2,000,000');
    expect(formatGrouped(-999999999)).toBe('-999,999,999');
  });

  it('writes exactly the decimals asked for', () => {
    expect(formatGrouped(3, 1)).toBe('3.0');
    expect(formatGrouped(1234.5, 2)).toBe('1,234.50');
    expect(formatGrouped(0.1 + 0.2, 1)).toBe('0.3');
    expect(formatGrouped(12.75, 0)).toBe('13');
  });

  it('rounds half away from zero on the decimal value, as Intl does', () => {
    expect(formatGrouped(1.45, 1)).toBe('1.5');
    expect(formatGrouped(1.005, 2)).toBe('1.01');
    expect(formatGrouped(0.05, 1)).toBe('0.1');
    expect(formatGrouped(-2.5)).toBe('-3');
    expect(formatGrouped(2.5)).toBe('3');
    expect(formatGrouped(999.95, 1)).toBe('1,000.0');
  });

  it('drops the minus sign of a value that rounds to zero', () => {
    expect(formatGrouped(-0)).toBe('0');
    expect(formatGrouped(-0.04, 1)).toBe('0.0');
    expect(formatGrouped(-0.05, 1)).toBe('-0.1');
  });

  it('handles tiny values that String() prints in exponent form', () => {
    expect(formatGrouped(1e-7, 2)).toBe('0.00');
    expect(formatGrouped(5e-7, 6)).toBe('0.000001');
  });

  it('can leave out the separators', () => {
    expect(formatGrouped(1234567.891, 2, false)).toBe('1234567.89');
  });

  it('writes what it cannot group as String() does', () => {
    expect(formatGrouped(Number.NaN)).toBe('NaN');
    expect(formatGrouped(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(formatGrouped(1e21)).toBe('1e+21');
  });

  it('agrees with Intl.NumberFormat en-US across a sweep of values', () => {
    const intlFormats = [0, 1, 2].map(
      (decimals) =>
        [
          decimals,
          new Intl.NumberFormat('en-US', {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          }),
        ] as const,
    );
    for (let i = -20000; i <= 20000; i += 7) {
      const value = i / 13;
      for (const [decimals, intl] of intlFormats) {
        // Intl keeps the sign of a negative value that rounds to zero ('-0.0'); we do not.
        const expected = intl.format(value).replace(/^-(0(\.0+)?)$/, '$1');
        expect(formatGrouped(value, decimals)).toBe(expected);
      }
    }
  });
});
