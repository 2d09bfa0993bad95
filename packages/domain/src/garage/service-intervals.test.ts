import { describe, expect, it } from 'vitest';
import { ServiceIntervalState as S } from './enums.ts';
import {
  chooseNextInterval,
  intervalAfter,
  intervalYear,
  type ServiceInterval,
  setIntervalStateByUser,
} from './service-intervals.ts';

const now = new Date('2026-06-10T09:00:00Z');
const done = new Date('2026-01-01T00:00:00Z');
const interval = (
  id: string,
  km: number,
  months: number,
  state: S = S.NotDone,
): ServiceInterval => ({
  serviceIntervalId: id,
  km,
  months,
  state,
  dateCompleted: state === S.NotDone ? null : done,
});

describe('intervalYear', () => {
  it.each([
    [1, 1],
    [12, 1],
    [13, 2],
    [24, 2],
    [25, 3],
  ])('%i months -> year %i', (months, year) => {
    expect(intervalYear(months)).toBe(year);
  });
});

describe('intervalAfter (mark done on a service condition)', () => {
  const schedule = [interval('c', 30000, 24), interval('a', 10000, 12), interval('b', 20000, 18)];
  it('is the first interval whose km is above the next interval km', () => {
    expect(intervalAfter(schedule, { km: 10000 })?.serviceIntervalId).toBe('b');
    expect(intervalAfter(schedule, { km: 19999 })?.serviceIntervalId).toBe('b');
    expect(intervalAfter(schedule, { km: 20000 })?.serviceIntervalId).toBe('c');
  });
  it('is null after the last interval', () => {
    expect(intervalAfter(schedule, { km: 30000 })).toBeNull();
  });
});

describe('chooseNextInterval', () => {
  const schedule = [
    interval('a', 10000, 12, S.MarkedDoneFromDms),
    interval('b', 20000, 24, S.MarkedDoneByUser),
    interval('c', 30000, 36, S.MarkedDoneByUser),
    interval('d', 40000, 48),
  ];
  it('resets the chosen and later done intervals to NotDone', () => {
    const change = chooseNextInterval(schedule, 'b');
    if (!change.ok) throw new Error(change.message);
    expect(change.intervals.map((i) => i.state)).toEqual([
      S.MarkedDoneFromDms,
      S.NotDone,
      S.NotDone,
      S.NotDone,
    ]);
    expect(change.intervals[1]?.dateCompleted).toBeNull();
    expect(change.nextInterval.serviceIntervalId).toBe('b');
    expect(change.resetCount).toBe(2);
  });
  it('needs no reset when choosing the first not-done interval', () => {
    const change = chooseNextInterval(schedule, 'd');
    expect(change).toMatchObject({ ok: true, resetCount: 0 });
  });
  it('refuses, changing nothing, when a dealer-marked interval would be undone', () => {
    const change = chooseNextInterval(schedule, 'a');
    expect(change).toEqual({
      ok: false,
      error: 'dealer-marked',
      message: 'This service was marked done by the dealership and cannot be changed',
    });
    expect(schedule[0]?.state).toBe(S.MarkedDoneFromDms);
  });
  it('refuses an unknown interval', () => {
    expect(chooseNextInterval(schedule, 'z')).toMatchObject({
      ok: false,
      error: 'unknown-interval',
    });
  });
});

describe('setIntervalStateByUser', () => {
  const schedule = [interval('a', 10000, 12, S.MarkedDoneFromDms), interval('b', 20000, 24)];
  it('marks an interval done by the user, stamped now', () => {
    const change = setIntervalStateByUser(schedule, 'b', S.MarkedDoneByUser, now);
    if (!change.ok) throw new Error(change.message);
    expect(change.intervals[1]).toMatchObject({ state: S.MarkedDoneByUser, dateCompleted: now });
  });
  it('clears a user-marked interval', () => {
    const marked = [interval('b', 20000, 24, S.MarkedDoneByUser)];
    const change = setIntervalStateByUser(marked, 'b', S.NotDone, now);
    expect(change).toMatchObject({
      ok: true,
      intervals: [{ state: S.NotDone, dateCompleted: null }],
    });
  });
  it('never undoes a dealer-marked interval, nor lets the user claim the dealer mark', () => {
    expect(setIntervalStateByUser(schedule, 'a', S.NotDone, now)).toMatchObject({
      ok: false,
      error: 'dealer-marked',
    });
    expect(setIntervalStateByUser(schedule, 'a', S.MarkedDoneByUser, now)).toMatchObject({
      ok: false,
    });
    expect(setIntervalStateByUser(schedule, 'b', S.MarkedDoneFromDms, now)).toMatchObject({
      ok: false,
    });
  });
  it('refuses an unknown interval', () => {
    expect(setIntervalStateByUser(schedule, 'z', S.NotDone, now)).toMatchObject({
      error: 'unknown-interval',
    });
  });
});
