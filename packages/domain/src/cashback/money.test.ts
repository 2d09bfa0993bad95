import { describe, expect, it } from 'vitest';
import { redeemCashbackRequestSchema } from './cashback-api.ts';
import { exactCents, formatCents, hasAtMostTwoDecimals, toCents } from './money.ts';

describe('money', () => {
  it('keeps money in cents and shows it with 2 decimals', () => {
    expect(toCents(51.5)).toBe(5150);
    expect(toCents(80.16)).toBe(8016);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(formatCents(5150)).toBe('$51.50');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});

describe('at most two decimals, exactly', () => {
  it('takes amounts of 0, 1 or 2 decimals at their exact cents', () => {
    expect(exactCents(10.99)).toBe(1099);
    expect(exactCents(10.9)).toBe(1090);
    expect(exactCents(10)).toBe(1000);
    expect(exactCents(0.01)).toBe(1);
    expect(exactCents(0.07)).toBe(7);
    expect(exactCents(1.15)).toBe(115);
    expect(exactCents(4.35)).toBe(435);
    expect(exactCents(999_999.99)).toBe(99_999_999);
  });

  it('refuses more decimals however close they come to a cent, never rounding', () => {
    for (const amount of [10.999, 10.999999999, 10.991, 10.001, 0.001, 1e-7, 0.1 + 0.2, 0.005]) {
      expect(exactCents(amount), String(amount)).toBeNull();
      expect(hasAtMostTwoDecimals(amount), String(amount)).toBe(false);
    }
  });

  it('refuses what is not a finite amount', () => {
    for (const amount of [Number.NaN, Infinity, -Infinity, 1e300]) {
      expect(exactCents(amount), String(amount)).toBeNull();
    }
  });

  it('the payout body takes 10.99 and refuses 10.999 and 10.999999999 with a message', () => {
    expect(redeemCashbackRequestSchema.safeParse({ amount: 10.99 }).success).toBe(true);
    for (const amount of [10.999, 10.999999999, 1e-7]) {
      const parsed = redeemCashbackRequestSchema.safeParse({ amount });
      expect(parsed.success, String(amount)).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain(
        'The payout amount can have at most 2 decimals',
      );
    }
  });
});
