import { describe, expect, test } from 'vitest';
import { isClaimedByCustomer } from './claimed.ts';

describe('isClaimedByCustomer: claimed only once the welcome flow is finished', () => {
  test('a car the customer has not confirmed is not claimed', () => {
    expect(isClaimedByCustomer({ verified: false, requiresWelcomeFlow: true })).toBe(false);
  });

  test('a car whose odometer was confirmed but whose flow is unfinished is not claimed', () => {
    expect(isClaimedByCustomer({ verified: true, requiresWelcomeFlow: true })).toBe(false);
  });

  test('a confirmed car whose flow is finished is claimed', () => {
    expect(isClaimedByCustomer({ verified: true, requiresWelcomeFlow: false })).toBe(true);
  });

  test('a car with no flow to go through that nobody confirmed is not claimed', () => {
    expect(isClaimedByCustomer({ verified: false, requiresWelcomeFlow: false })).toBe(false);
  });
});
