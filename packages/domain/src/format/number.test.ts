import { describe, expect, it } from 'vitest';
import {
  boundToRange,
  formatNumber,
  normaliseNumber,
  NUMBER_FIELD_DEFAULTS,
  parseNumberInput,
  roundToDecimals,
  sanitiseNumberTyping,
  snapDownToInterval,
  stepNumber,
} from './number.ts';

describe('number field defaults', () => {
  it('interval 1, decimals 0, min -999999999, max 999999999, separators on', () => {
    expect(NUMBER_FIELD_DEFAULTS).toMatchObject({
      interval: 1,
      decimals: 0,
      min: -999999999,
      max: 999999999,
      separators: true,
    });
  });
});

describe('typing and parsing', () => {
  it('lets only digits, minus and the decimal point through', () => {
    expect(sanitiseNumberTyping('$-1,234.5abc')).toBe('-1234.5');
  });
  it.each([
    ['$1,250.50', 1250.5],
    ['-1,000', -1000],
    ['42', 42],
    ['0.5', 0.5],
    ['abc', 0],
    ['1-2', 0],
    ['', undefined],
    ['  ', undefined],
  ])('%j -> %j', (text, value) => {
    expect(parseNumberInput(text)).toBe(value);
  });
});

describe('clamp to the interval', () => {
  it.each([
    [1249, 500, 1000],
    [1500, 500, 1500],
    [1999.99, 500, 1500],
    [-1, 500, -500],
    [0.3, 0.1, 0.3],
    [0.29, 0.1, 0.2],
    [7, 0, 7],
  ])('%f snapped down to %f -> %f', (value, interval, snapped) => {
    expect(snapDownToInterval(value, interval)).toBe(snapped);
  });
});

describe('bounds and steps', () => {
  it('bounds to min and max, both inclusive', () => {
    expect(boundToRange(-5, 0, 10)).toBe(0);
    expect(boundToRange(0, 0, 10)).toBe(0);
    expect(boundToRange(10, 0, 10)).toBe(10);
    expect(boundToRange(11, 0, 10)).toBe(10);
  });
  const options = { interval: 500, min: 0, max: 2000 };
  it('each increment adds the interval, bounded by max', () => {
    expect(stepNumber(1000, 1, options)).toBe(1500);
    expect(stepNumber(1800, 1, options)).toBe(2000);
    expect(stepNumber(2000, 1, options)).toBe(2000);
  });
  it('each decrement subtracts the interval, bounded by min', () => {
    expect(stepNumber(400, -1, options)).toBe(0);
    expect(stepNumber(undefined, -1, options)).toBe(0);
  });
  it('steps by fractions without binary noise', () => {
    expect(stepNumber(0.1, 1, { interval: 0.2, min: -1, max: 1 })).toBe(0.3);
  });
});

describe('normalise and format', () => {
  it('rounds to the decimals and never shows -0', () => {
    expect(roundToDecimals(1.005, 2)).toBe(1);
    expect(roundToDecimals(2.675, 1)).toBe(2.7);
    expect(roundToDecimals(-0.4, 0)).toBe(0);
  });
  it('snaps only with clamp on, and never cuts a value to the range', () => {
    expect(normaliseNumber(1249, { ...NUMBER_FIELD_DEFAULTS, interval: 500 })).toBe(1249);
    expect(normaliseNumber(1249, { ...NUMBER_FIELD_DEFAULTS, interval: 500, clamp: true })).toBe(
      1000,
    );
    expect(normaliseNumber(99999999999, { ...NUMBER_FIELD_DEFAULTS, max: 2_000_000 })).toBe(
      99999999999,
    );
    expect(normaliseNumber(-5, { ...NUMBER_FIELD_DEFAULTS, min: 0 })).toBe(-5);
  });
  it('formats with separators and decimals (en-US)', () => {
    expect(formatNumber(1234567, NUMBER_FIELD_DEFAULTS)).toBe('1,234,567');
    expect(formatNumber(1234567, { decimals: 0, separators: false })).toBe('1234567');
    expect(formatNumber(-1234.5, { decimals: 2, separators: true })).toBe('-1,234.50');
  });
});
