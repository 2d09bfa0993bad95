import { describe, expect, test } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@ignite/domain/cashback/cashback-api';
import { newIdempotencyKey, outcomeUnknown, submissionFor } from './idempotency.ts';

describe("the redeem call's Idempotency-Key", () => {
  test('keys are new each time and fit the server’s pattern', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  test('a retry of the same amount after an unknown outcome reuses its key', () => {
    let made = 0;
    const makeKey = () => `key-number-${++made}`;
    const first = submissionFor(null, 1000, makeKey);
    expect(first).toEqual({ key: 'key-number-1', amountCents: 1000 });
    expect(submissionFor(first, 1000, makeKey)).toBe(first);
    // Another amount is another payout: a new key, or the server would refuse it (422).
    expect(submissionFor(first, 2000, makeKey)).toEqual({
      key: 'key-number-2',
      amountCents: 2000,
    });
  });

  test('only no answer, a server failure or a payout still in flight leave the outcome unknown', () => {
    expect(outcomeUnknown({ success: false, status: 500 })).toBe(true);
    expect(outcomeUnknown({ success: false, status: 503 })).toBe(true);
    expect(outcomeUnknown({ success: false, status: 409 })).toBe(true);
    expect(outcomeUnknown({ success: false, status: 400 })).toBe(false);
    expect(outcomeUnknown({ success: false, status: 422 })).toBe(false);
    expect(outcomeUnknown({ success: true, status: 200 })).toBe(false);
  });
});
