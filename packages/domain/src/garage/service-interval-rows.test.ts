import { describe, expect, test } from 'vitest';
import { ServiceIntervalState } from './enums.ts';
import {
  intervalLabel,
  intervalRows,
  previewIntervalChoice,
  resetWarning,
} from './service-interval-rows.ts';
import type { ServiceIntervalView, ServiceSchedule } from './service-schedule-schema.ts';
import { DEALER_MARKED_MESSAGE, UNKNOWN_INTERVAL_MESSAGE } from './service-intervals.ts';

const interval = (
  km: number,
  months: number,
  state: ServiceIntervalState,
): ServiceIntervalView => ({
  serviceIntervalId: `i${km}`,
  km,
  months,
  state,
  dateCompleted: state === ServiceIntervalState.NotDone ? null : '2025-03-05T02:00:00.000Z',
  isDone: state !== ServiceIntervalState.NotDone,
});

/** The owner's schedule: two dealer-marked, one marked by the owner, 60,000 km next. */
const intervals = [
  interval(15_000, 12, ServiceIntervalState.MarkedDoneFromDms),
  interval(30_000, 24, ServiceIntervalState.MarkedDoneFromDms),
  interval(45_000, 36, ServiceIntervalState.MarkedDoneByUser),
  interval(60_000, 48, ServiceIntervalState.NotDone),
  interval(75_000, 60, ServiceIntervalState.NotDone),
];
const schedule: ServiceSchedule = {
  serviceScheduleId: 's1',
  intervals,
  nextInterval: intervals[3] ?? null,
};

describe('interval rows', () => {
  test('earlier intervals, the next one and later ones, in schedule order', () => {
    const rows = intervalRows(schedule);
    expect(rows.map((r) => r.position)).toEqual(['earlier', 'earlier', 'earlier', 'next', 'later']);
    expect(rows.map((r) => r.isDealerMarked)).toEqual([true, true, false, false, false]);
    expect(rows.map((r) => r.year)).toEqual([1, 2, 3, 4, 5]);
  });

  test('interval year is the ceiling of months over 12', () => {
    const odd = { ...schedule, intervals: [interval(20_000, 13, 0), interval(10_000, 6, 0)] };
    expect(intervalRows(odd).map((r) => r.year)).toEqual([2, 1]);
  });

  test('with no next interval, no interval is behind the owner', () => {
    const rows = intervalRows({ ...schedule, nextInterval: null });
    expect(rows.every((r) => r.position === 'later')).toBe(true);
  });

  test('an interval reads as km, months and year', () => {
    expect(intervalLabel({ km: 60_000, months: 48 })).toBe('60,000 km or 48 months (year 4)');
    expect(intervalLabel({ km: 7_500, months: 6 })).toBe('7,500 km or 6 months (year 1)');
  });
});

describe('choosing the next service', () => {
  test('a later interval resets nothing', () => {
    expect(previewIntervalChoice(schedule, 'i75000')).toEqual({ ok: true, resetCount: 0 });
  });

  test('an interval the owner marked done is reset with it', () => {
    expect(previewIntervalChoice(schedule, 'i45000')).toEqual({ ok: true, resetCount: 1 });
  });

  test('a choice that would undo a dealer-marked interval is refused', () => {
    expect(previewIntervalChoice(schedule, 'i30000')).toEqual({
      ok: false,
      message: DEALER_MARKED_MESSAGE,
    });
  });

  test('an interval not in the schedule is refused', () => {
    expect(previewIntervalChoice(schedule, 'nope')).toEqual({
      ok: false,
      message: UNKNOWN_INTERVAL_MESSAGE,
    });
  });

  test('the confirmation warns of each reset, and says nothing when none', () => {
    expect(resetWarning(0)).toBeNull();
    expect(resetWarning(1)).toBe('A service marked done will be set back to not done.');
    expect(resetWarning(2)).toBe('2 services marked done will be set back to not done.');
  });
});
