import { describe, expect, it } from 'vitest';
import {
  CURRENCY_FIELD_DEFAULTS,
  formatCurrency,
  normaliseCurrency,
  stepCurrency,
} from './currency.ts';

describe('currency defaults', () => {
  it('USD, -999999999 to 999999999, step 1', () => {
    expect(CURRENCY_FIELD_DEFAULTS).toMatchObject({
      currency: 'USD',
      min: -999999999,
      max: 999999999,
      step: 1,
      clamp: false,
    });
  });
});

describe('formatCurrency', () => {
  it.each([
    [0, 2, '$0.00'],
    [51.5, 2, '$51.50'],
    [80.16, 2, '$80.16'],
    [1234567.891, 2, '$1,234,567.89'],
    [-12.5, 2, '-$12.50'],
    [-0.001, 2, '$0.00'],
    [1234.5, 0, '$1,235'],
  ] as const)('%f with %d decimals -> %s', (value, decimals, shown) => {
    expect(formatCurrency(value, decimals)).toBe(shown);
  });
});

describe('up and down', () => {
  const options = { ...CURRENCY_FIELD_DEFAULTS, step: 50, min: 0, max: 1000 };
  it('add or subtract the step within the range', () => {
    expect(stepCurrency(100, 1, options)).toBe(150);
    expect(stepCurrency(100, -1, options)).toBe(50);
    expect(stepCurrency(980, 1, options)).toBe(1000);
    expect(stepCurrency(20, -1, options)).toBe(0);
  });
  it('start from 0 when empty', () => {
    expect(stepCurrency(undefined, 1, CURRENCY_FIELD_DEFAULTS)).toBe(1);
  });
  it('stop at the default range', () => {
    expect(stepCurrency(999999999, 1, CURRENCY_FIELD_DEFAULTS)).toBe(999999999);
    expect(stepCurrency(-999999999, -1, CURRENCY_FIELD_DEFAULTS)).toBe(-999999999);
  });
});

describe('normaliseCurrency', () => {
  it('clamps down to the step only when clamp is on', () => {
    expect(normaliseCurrency(149.99, { ...CURRENCY_FIELD_DEFAULTS, step: 50 })).toBe(149.99);
    expect(normaliseCurrency(149.99, { ...CURRENCY_FIELD_DEFAULTS, step: 50, clamp: true })).toBe(
      100,
    );
  });
  it('rounds to the configured decimals and never cuts an amount to the range', () => {
    expect(normaliseCurrency(10.456, CURRENCY_FIELD_DEFAULTS)).toBe(10.46);
    expect(normaliseCurrency(10.456, { ...CURRENCY_FIELD_DEFAULTS, decimals: 0 })).toBe(10);
    expect(normaliseCurrency(2e9, CURRENCY_FIELD_DEFAULTS)).toBe(2e9);
  });
});
