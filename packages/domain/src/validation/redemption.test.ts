import { describe, expect, it } from 'vitest';
import { canRedeem, MINIMUM_REDEMPTION_BALANCE } from './redemption.ts';

describe('redemption', () => {
  it.each([
    [0, false],
    [29.99, false],
    [30, true],
    [51.5, true],
  ])('available %f -> can redeem: %s', (available, allowed) => {
    expect(canRedeem(available)).toBe(allowed);
  });
  it('the minimum is 30', () => {
    expect(MINIMUM_REDEMPTION_BALANCE).toBe(30);
  });
});
