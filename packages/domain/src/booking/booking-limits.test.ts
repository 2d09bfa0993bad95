import { describe, expect, test } from 'vitest';
import {
  bookingLimitProblem,
  MAX_BOOKINGS_MADE_PER_OWNER_PER_DAY,
  MAX_DROP_OFFS_PER_OWNER_PER_DAY,
} from './booking-limits.ts';

describe('bookingLimitProblem', () => {
  test('a second drop-off on one day fits; a third does not', () => {
    expect(MAX_DROP_OFFS_PER_OWNER_PER_DAY).toBe(2);
    expect(bookingLimitProblem({ dropOffsThatDay: 0, bookingsMadeInLastDay: 0 })).toBeNull();
    expect(bookingLimitProblem({ dropOffsThatDay: 1, bookingsMadeInLastDay: 1 })).toBeNull();
    expect(bookingLimitProblem({ dropOffsThatDay: 2, bookingsMadeInLastDay: 2 })).toBe('dayFull');
  });

  test('a fifth booking in 24 hours fits; a sixth does not, whatever the day', () => {
    expect(MAX_BOOKINGS_MADE_PER_OWNER_PER_DAY).toBe(5);
    expect(bookingLimitProblem({ dropOffsThatDay: 0, bookingsMadeInLastDay: 4 })).toBeNull();
    expect(bookingLimitProblem({ dropOffsThatDay: 0, bookingsMadeInLastDay: 5 })).toBe(
      'tooManyToday',
    );
    expect(bookingLimitProblem({ dropOffsThatDay: 2, bookingsMadeInLastDay: 5 })).toBe(
      'tooManyToday',
    );
  });
});
