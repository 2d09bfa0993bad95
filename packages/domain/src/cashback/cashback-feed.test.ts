import { describe, expect, it } from 'vitest';
import { feedTimeProblem } from './cashback-feed.ts';

const now = new Date('2025-06-01T10:00:00Z');

describe('feed times are bounded by what is possible', () => {
  it('takes a time up to 5 minutes ahead of our clock, and refuses one a millisecond later', () => {
    expect(feedTimeProblem('updatedAt', '2025-06-01T10:00:00Z', now)).toBeNull();
    expect(feedTimeProblem('updatedAt', '2025-06-01T10:05:00.000Z', now)).toBeNull();
    expect(feedTimeProblem('updatedAt', '2025-06-01T10:05:00.001Z', now)).toBe(
      'updatedAt is in the future: it can be at most 5 minutes ahead of our clock',
    );
  });

  it('refuses 9999-12-31, which would freeze a transaction', () => {
    expect(feedTimeProblem('updatedAt', '9999-12-31T23:59:59Z', now)).toBe(
      'updatedAt is in the future: it can be at most 5 minutes ahead of our clock',
    );
  });

  it('takes 1 January 2000 and refuses any time before it', () => {
    expect(feedTimeProblem('transactionDate', '2000-01-01T00:00:00Z', now)).toBeNull();
    expect(feedTimeProblem('transactionDate', '1999-12-31T23:59:59.999Z', now)).toBe(
      'transactionDate cannot be before 1 January 2000',
    );
    expect(feedTimeProblem('transactionDate', '1970-01-01T00:00:00Z', now)).toBe(
      'transactionDate cannot be before 1 January 2000',
    );
  });

  it('reads an offset: 10:04+00:00 is 20:04+10:00', () => {
    expect(feedTimeProblem('updatedAt', '2025-06-01T20:04:00+10:00', now)).toBeNull();
    expect(feedTimeProblem('updatedAt', '2025-06-01T20:06:00+10:00', now)).not.toBeNull();
  });
});
