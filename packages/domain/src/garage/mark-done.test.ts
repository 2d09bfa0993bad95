import { describe, expect, it } from 'vitest';
import { advanceByInterval } from './mark-done.ts';

const now = new Date('2026-01-31T09:00:00Z');

describe('advanceByInterval', () => {
  it('moves a monthly condition by months and km', () => {
    const advanced = advanceByInterval(
      { currentOdometer: 45000, averageOdometerInterval: 10000 },
      { months: 1 },
      now,
    );
    expect(advanced).toEqual({
      lastDate: now,
      nextDate: new Date('2026-02-28T12:00:00Z'),
      lastOdometer: 45000,
      nextOdometer: 55000,
    });
  });
  it('moves a weekly condition by weeks', () => {
    const advanced = advanceByInterval(
      { currentOdometer: null, averageOdometerInterval: null },
      { weeks: 2 },
      now,
    );
    expect(advanced.nextDate).toEqual(new Date('2026-02-14T12:00:00Z'));
    expect(advanced.nextOdometer).toBeNull();
  });
  it('clears the odometer target when no interval km is known', () => {
    const advanced = advanceByInterval(
      { currentOdometer: 45000, averageOdometerInterval: 0 },
      { months: 12 },
      now,
    );
    expect(advanced).toMatchObject({ lastOdometer: 45000, nextOdometer: null });
    expect(advanced.nextDate).toEqual(new Date('2027-01-31T12:00:00Z'));
  });
});
