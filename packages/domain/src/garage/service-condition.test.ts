import { describe, expect, it } from 'vitest';
import { ServiceIntervalState as S } from './enums.ts';
import { activeIntervalFacts, intervalStepMonths, markServiceDone } from './service-condition.ts';
import type { ServiceInterval } from './service-intervals.ts';

const AEST = 600;
// 09:00 on 31 March in AEST.
const now = new Date('2026-03-30T23:00:00Z');
const dms = new Date('2025-01-01T00:00:00Z');
const interval = (id: string, km: number, months: number, state: S = S.NotDone) =>
  ({
    serviceIntervalId: id,
    km,
    months,
    state,
    dateCompleted: state === S.NotDone ? null : dms,
  }) satisfies ServiceInterval;

// Stored out of order on purpose: the rules read the schedule by km.
const schedule = [
  interval('c', 45_000, 36),
  interval('a', 15_000, 12, S.MarkedDoneFromDms),
  interval('b', 30_000, 24, S.MarkedDoneFromDms),
  interval('d', 60_000, 42),
];

describe('intervalStepMonths', () => {
  it('is the first interval’s own months', () => {
    expect(intervalStepMonths(schedule, { serviceIntervalId: 'a', months: 12 })).toBe(12);
  });
  it('is the months since the previous interval in schedule order', () => {
    expect(intervalStepMonths(schedule, { serviceIntervalId: 'c', months: 36 })).toBe(12);
    expect(intervalStepMonths(schedule, { serviceIntervalId: 'd', months: 42 })).toBe(6);
  });
  it('falls back to the interval’s own months when the months do not grow', () => {
    const flat = [interval('x', 10_000, 12), interval('y', 20_000, 12)];
    expect(intervalStepMonths(flat, { serviceIntervalId: 'y', months: 12 })).toBe(12);
  });
});

describe('activeIntervalFacts', () => {
  it('puts the last service lastMonths back at noon and the next one step later', () => {
    const chosen = schedule[0] as ServiceInterval;
    expect(
      activeIntervalFacts(schedule, chosen, { lastOdometer: 31_000, lastMonths: 1 }, now, AEST),
    ).toEqual({
      lastOdometer: 31_000,
      // 31 March less one month is clamped to 28 February; plus the 12-month step.
      lastDate: new Date('2026-02-28T02:00:00Z'),
      nextOdometer: 45_000,
      nextDate: new Date('2027-02-28T02:00:00Z'),
    });
  });
  it('takes 0 months as today', () => {
    const chosen = schedule[3] as ServiceInterval;
    const facts = activeIntervalFacts(
      schedule,
      chosen,
      { lastOdometer: 0, lastMonths: 0 },
      now,
      AEST,
    );
    expect(facts.lastDate).toEqual(new Date('2026-03-31T02:00:00Z'));
    expect(facts.nextDate).toEqual(new Date('2026-09-30T02:00:00Z'));
  });
});

describe('markServiceDone', () => {
  it('marks the next interval done by the user and moves to the one after', () => {
    const done = markServiceDone(schedule, 'c', 46_100, now, AEST);
    expect(done?.intervals.find((i) => i.serviceIntervalId === 'c')).toMatchObject({
      state: S.MarkedDoneByUser,
      dateCompleted: now,
    });
    expect(done?.nextInterval?.serviceIntervalId).toBe('d');
    expect(done?.condition).toEqual({
      lastOdometer: 46_100,
      lastDate: now,
      nextOdometer: 60_000,
      // d's step is 6 months, from today (31 March AEST) at noon.
      nextDate: new Date('2026-09-30T02:00:00Z'),
    });
  });
  it('keeps a dealer mark on the interval it moves past', () => {
    const done = markServiceDone(schedule, 'b', 30_500, now, AEST);
    expect(done?.intervals.find((i) => i.serviceIntervalId === 'b')).toMatchObject({
      state: S.MarkedDoneFromDms,
      dateCompleted: dms,
    });
    expect(done?.nextInterval?.serviceIntervalId).toBe('c');
  });
  it('leaves no next interval after the last one', () => {
    const done = markServiceDone(schedule, 'd', 60_200, now, AEST);
    expect(done?.nextInterval).toBeNull();
    expect(done?.condition).toMatchObject({ nextOdometer: null, nextDate: null });
  });
  it('is null without a current next interval', () => {
    expect(markServiceDone(schedule, null, 1, now, AEST)).toBeNull();
    expect(markServiceDone(schedule, 'z', 1, now, AEST)).toBeNull();
  });
});
