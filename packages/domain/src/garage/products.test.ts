import { describe, expect, it } from 'vitest';
import { ProductStatus } from './enums.ts';
import { isProductEnabled, isProductInactive, protectKilometreLimit } from './products.ts';

describe('isProductEnabled', () => {
  it.each([
    [true, ProductStatus.Draft, false],
    [true, ProductStatus.Pending, true],
    [true, ProductStatus.Active, true],
    [true, ProductStatus.Voided, true],
    [false, ProductStatus.Active, false],
  ])('flag %s, status %i -> %s', (flag, status, enabled) => {
    expect(isProductEnabled(flag, status)).toBe(enabled);
  });
});

describe('isProductInactive', () => {
  it.each([
    [ProductStatus.Draft, false],
    [ProductStatus.Pending, false],
    [ProductStatus.Active, false],
    [ProductStatus.Expired, true],
    [ProductStatus.Cancelled, true],
    [ProductStatus.Voided, true],
  ])('status %i -> %s', (status, inactive) => {
    expect(isProductInactive(status)).toBe(inactive);
  });
});

describe('protectKilometreLimit', () => {
  it.each([
    [null, null],
    [-5, null],
    [0, null],
    [0.5, null],
    [1, 1],
    [100000, 100000],
  ])('%s -> %s', (limit, answer) => {
    expect(protectKilometreLimit(limit)).toBe(answer);
  });
});
