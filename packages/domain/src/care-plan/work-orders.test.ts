import { describe, expect, test } from 'vitest';
import { workOrderMessage } from '../garage/work-order-limits.ts';
import {
  contractYearStart,
  workOrderCounts,
  workOrderSlug,
  workOrderTypeFromSlug,
  WORK_ORDER_TYPES,
} from './work-orders.ts';

const activeFrom = new Date('2025-03-15T00:00:00Z');
const now = new Date('2026-11-25T02:00:00Z');
const limits = { hasAnnualClaimLimit: true, maximumAnnualClaimCount: 2, maximumClaimCount: 4 };

describe('contract year', () => {
  test('starts at the latest anniversary of the active-from date', () => {
    expect(contractYearStart(activeFrom, now).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(contractYearStart(activeFrom, new Date('2026-03-14T23:59:59Z')).toISOString()).toBe(
      '2025-03-15T00:00:00.000Z',
    );
    expect(contractYearStart(activeFrom, new Date('2026-03-15T00:00:00Z')).toISOString()).toBe(
      '2026-03-15T00:00:00.000Z',
    );
  });

  test('a 29 February start has its anniversary on 28 February in other years', () => {
    const leap = new Date('2024-02-29T00:00:00Z');
    expect(contractYearStart(leap, new Date('2025-03-01T00:00:00Z')).toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
  });

  test('without an active-from date, the last 12 months', () => {
    expect(contractYearStart(null, now).toISOString()).toBe('2025-11-25T02:00:00.000Z');
  });
});

describe('work-order counts and the message at each limit', () => {
  const claim = (iso: string) => new Date(iso);

  test('below both limits: orders used over the term', () => {
    const counts = workOrderCounts(limits, [claim('2025-06-01T00:00:00Z')], activeFrom, now);
    expect(counts).toEqual({
      claimCount: 1,
      annualClaimCount: 0,
      hasReachedAnnualClaimLimit: false,
      isClaimable: true,
    });
    expect(workOrderMessage({ ...limits, ...counts })).toBe(
      "You've used 1 of your 4 available orders",
    );
  });

  test('at the annual limit: the annual message, not claimable until the next contract year', () => {
    const dates = [claim('2026-04-01T00:00:00Z'), claim('2026-09-01T00:00:00Z')];
    const counts = workOrderCounts(limits, dates, activeFrom, now);
    expect(counts.annualClaimCount).toBe(2);
    expect(counts.isClaimable).toBe(false);
    expect(workOrderMessage({ ...limits, ...counts })).toBe(
      "You've reached your annual work limit on this item, but you can still call us to book a repair",
    );
    const nextYear = workOrderCounts(limits, dates, activeFrom, new Date('2027-03-15T00:00:00Z'));
    expect(nextYear.isClaimable).toBe(true);
  });

  test('at the term limit: the order-limit message', () => {
    const dates = ['2025-04-01', '2025-05-01', '2025-06-01', '2026-04-01'].map((day) =>
      claim(`${day}T00:00:00Z`),
    );
    const counts = workOrderCounts(limits, dates, activeFrom, now);
    expect(counts).toMatchObject({ claimCount: 4, annualClaimCount: 1, isClaimable: false });
    expect(workOrderMessage({ ...limits, ...counts })).toBe(
      "You're at the limit of your available orders, but you can still call us to book a repair",
    );
  });

  test('one below the term limit is still claimable', () => {
    const dates = ['2025-04-01', '2025-05-01', '2025-06-01'].map((day) =>
      claim(`${day}T00:00:00Z`),
    );
    expect(workOrderCounts(limits, dates, activeFrom, now).isClaimable).toBe(true);
  });

  test('without an annual limit the annual count never blocks', () => {
    const dates = [claim('2026-04-01T00:00:00Z'), claim('2026-09-01T00:00:00Z')];
    const counts = workOrderCounts(
      { ...limits, hasAnnualClaimLimit: false },
      dates,
      activeFrom,
      now,
    );
    expect(counts.hasReachedAnnualClaimLimit).toBe(false);
    expect(counts.isClaimable).toBe(true);
  });
});

test('every work-order type has a slug that leads back to it', () => {
  for (const type of WORK_ORDER_TYPES)
    expect(workOrderTypeFromSlug(workOrderSlug(type))).toBe(type);
  expect(workOrderTypeFromSlug('condition')).toBeNull();
});
