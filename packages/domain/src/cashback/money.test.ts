import { describe, expect, it } from 'vitest';
import { formatCents, toCents } from './money.ts';

describe('money', () => {
  it('keeps money in cents and shows it with 2 decimals', () => {
    expect(toCents(51.5)).toBe(5150);
    expect(toCents(80.16)).toBe(8016);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(formatCents(5150)).toBe('$51.50');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});
