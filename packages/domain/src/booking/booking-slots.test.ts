import { describe, expect, it } from 'vitest';
import { bookingDays, firstOpenDayAt, instantOn, slotProblem, slotsOn } from './booking-slots.ts';

const SYDNEY = 'Australia/Sydney';
// Wednesday 25 November 2026, 10:00 in Sydney (AEDT, UTC+11).
const now = new Date('2026-11-24T23:00:00Z');

describe('booking slots on the dealership’s clock', () => {
  it('a weekday runs from 07:30 to the last drop-off at 16:30, every 30 minutes', () => {
    const slots = slotsOn('2026-11-26', SYDNEY, now);
    expect(slots).toHaveLength(19);
    expect(slots[0]?.toISOString()).toBe('2026-11-25T20:30:00.000Z');
    expect(slots.at(-1)?.toISOString()).toBe('2026-11-26T05:30:00.000Z');
  });

  it('today starts two hours from now; Saturday is a morning; Sunday is closed', () => {
    expect(slotsOn('2026-11-25', SYDNEY, now)[0]?.toISOString()).toBe('2026-11-25T01:00:00.000Z');
    expect(slotsOn('2026-11-28', SYDNEY, now)).toHaveLength(8);
    expect(slotsOn('2026-11-29', SYDNEY, now)).toEqual([]);
  });

  it('follows daylight saving: 07:30 in July is UTC+10', () => {
    expect(instantOn('2026-07-01', 7 * 60 + 30, SYDNEY).toISOString()).toBe(
      '2026-06-30T21:30:00.000Z',
    );
  });

  it('refuses the past, the too far, and any time outside the hours or off the half hour', () => {
    expect(slotProblem(new Date('2026-11-25T00:00:00Z'), SYDNEY, now)).toBe('past');
    expect(slotProblem(new Date('2027-03-01T00:00:00Z'), SYDNEY, now)).toBe('too-far');
    expect(slotProblem(new Date('2026-11-26T07:00:00Z'), SYDNEY, now)).toBe('outside-hours');
    expect(slotProblem(new Date('2026-11-25T20:45:00Z'), SYDNEY, now)).toBe('outside-hours');
    expect(slotProblem(new Date('2026-11-29T00:00:00Z'), SYDNEY, now)).toBe('outside-hours');
    expect(slotProblem(new Date('2026-11-25T20:30:00Z'), SYDNEY, now)).toBeNull();
  });

  it('lists the days with a time left, skipping Sundays', () => {
    expect(bookingDays(now, SYDNEY, 5)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-30',
    ]);
  });

  it('puts a booking for the owner on the first open day from a distance: never a Sunday', () => {
    // 4 days from Wednesday 25 November is Sunday 29: the workshop is closed, so Monday 30.
    expect(firstOpenDayAt(now, 4, 8 * 60 + 30, SYDNEY).toISOString()).toBe(
      '2026-11-29T21:30:00.000Z',
    );
    expect(firstOpenDayAt(now, 3, 8 * 60 + 30, SYDNEY).toISOString()).toBe(
      '2026-11-27T21:30:00.000Z',
    );
  });
});
