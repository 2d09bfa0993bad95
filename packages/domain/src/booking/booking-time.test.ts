import { describe, expect, it } from 'vitest';
import { formatBookingClock, formatBookingTime } from './booking-time.ts';

describe('a booking’s time', () => {
  it('shows the day and the time on the dealership’s clock', () => {
    const text = formatBookingTime('2026-12-02T22:30:00.000Z', 'Australia/Sydney');
    expect(text).toMatch(/^Thursday 3 December(,| at) 9:30\s?am$/i);
    expect(formatBookingTime('2026-12-02T22:30:00.000Z', 'Australia/Brisbane')).toMatch(
      /8:30\s?am$/i,
    );
  });

  it('shows the time of day alone beside a date shown otherwise', () => {
    expect(formatBookingClock('2026-12-02T22:30:00.000Z', 'Australia/Sydney')).toMatch(
      /^9:30\s?am$/i,
    );
  });
});
