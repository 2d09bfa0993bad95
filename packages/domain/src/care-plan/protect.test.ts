import { describe, expect, test } from 'vitest';
import { ProductStatus } from '../garage/enums.ts';
import { PROTECT_MESSAGES, protectActivationDates, protectActivationRefusal } from './protect.ts';

describe('PROTECT activation dates', () => {
  test('active from the start of today in Sydney, expiring after the term', () => {
    // 25 Nov 2026 08:00 in Sydney (AEDT, UTC+11).
    const dates = protectActivationDates(new Date('2026-11-24T21:00:00Z'), 36, 'Australia/Sydney');
    expect(dates.dateActiveFrom.toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(dates.dateActiveTo.toISOString()).toBe('2029-11-24T13:00:00.000Z');
  });

  test('an expiry in winter starts the day at AEST, not today’s AEDT', () => {
    const dates = protectActivationDates(new Date('2026-11-24T21:00:00Z'), 7, 'Australia/Sydney');
    expect(dates.dateActiveTo.toISOString()).toBe('2027-06-24T14:00:00.000Z');
  });

  test('late in the UTC day is already tomorrow in Sydney', () => {
    const dates = protectActivationDates(new Date('2026-11-25T14:00:00Z'), 12, 'Australia/Sydney');
    expect(dates.dateActiveFrom.toISOString()).toBe('2026-11-25T13:00:00.000Z');
  });
});

describe('PROTECT activation is for a pending cover only', () => {
  test.each([
    [ProductStatus.Pending, null],
    [ProductStatus.Active, PROTECT_MESSAGES.alreadyActive],
    [ProductStatus.Draft, PROTECT_MESSAGES.notSetUp],
    [ProductStatus.Expired, PROTECT_MESSAGES.ended],
    [ProductStatus.Cancelled, PROTECT_MESSAGES.ended],
    [ProductStatus.Voided, PROTECT_MESSAGES.ended],
  ])('status %i', (status, refusal) => {
    expect(protectActivationRefusal(status)).toBe(refusal);
  });
});
