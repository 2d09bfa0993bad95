import { describe, expect, it } from 'vitest';
import { dateSide, odometerSide, worseSide } from './condition-sides.ts';
import { ConditionState } from './enums.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-10T09:00:00Z');
const odo = {
  lastOdometer: 40000,
  nextOdometer: 50000,
  currentOdometer: 45000,
  averageOdometerInterval: null,
};

describe('odometerSide', () => {
  it('is incomplete when the next or current reading is missing', () => {
    expect(odometerSide({ ...odo, nextOdometer: null }).state).toBe(ConditionState.Incomplete);
    expect(odometerSide({ ...odo, currentOdometer: null }).state).toBe(ConditionState.Incomplete);
  });
  it.each([
    [50000, ConditionState.Overdue],
    [50001, ConditionState.Overdue],
    [49999, ConditionState.Due],
  ])('current %i against next 50000 -> state %i', (current, state) => {
    expect(odometerSide({ ...odo, currentOdometer: current }).state).toBe(state);
  });
  it('scores km remaining over the interval km', () => {
    expect(odometerSide(odo)).toEqual({ state: ConditionState.UpToDate, score: 0.5 });
  });
  it.each([
    [48000, ConditionState.UpToDate, 0.2],
    [48001, ConditionState.Due, 0.1999],
    [49000, ConditionState.Due, 0.1],
  ])('at %i km the score is %f and due only below 0.2', (current, state, score) => {
    const side = odometerSide({ ...odo, currentOdometer: current });
    expect(side.state).toBe(state);
    expect(side.score).toBeCloseTo(score, 6);
  });
  it('uses the average interval when the last reading is unknown', () => {
    const side = odometerSide({ ...odo, lastOdometer: null, averageOdometerInterval: 20000 });
    expect(side.score).toBe(0.25);
  });
  it('reads as full when no interval is known, and clamps a reading below the last one', () => {
    expect(odometerSide({ ...odo, lastOdometer: null }).score).toBe(1);
    expect(odometerSide({ ...odo, currentOdometer: 30000 }).score).toBe(1);
  });
});

describe('dateSide', () => {
  const at = (iso: string) => new Date(iso);
  const facts = {
    lastDate: at('2026-01-10T12:00:00Z'),
    nextDate: at('2026-11-10T12:00:00Z'),
    intervalDays: null,
  };
  it('is incomplete without a valid next date', () => {
    expect(dateSide({ ...facts, nextDate: null }, now).state).toBe(ConditionState.Incomplete);
    expect(dateSide({ ...facts, nextDate: new Date('nonsense') }, now).state).toBe(
      ConditionState.Incomplete,
    );
  });
  it('is overdue when the next date is before tomorrow, and not once it is tomorrow', () => {
    expect(dateSide({ ...facts, nextDate: at('2026-06-10T23:59:59.999Z') }, now).state).toBe(
      ConditionState.Overdue,
    );
    expect(dateSide({ ...facts, nextDate: at('2026-06-11T00:00:00Z') }, now).state).toBe(
      ConditionState.Due,
    );
  });
  it('takes tomorrow in the given zone', () => {
    // 2026-06-10T09:00Z is 19:00 in AEST; tomorrow there starts at 2026-06-10T14:00Z.
    const next = at('2026-06-10T15:00:00Z');
    expect(dateSide({ ...facts, nextDate: next }, now).state).toBe(ConditionState.Overdue);
    expect(dateSide({ ...facts, nextDate: next }, now, 600).state).toBe(ConditionState.Due);
  });
  it('scores time remaining over the interval, due only strictly below 0.2', () => {
    // 40 days remain; lastFor(f) puts the last date so that 40 days is the fraction f of it.
    const next = new Date(now.getTime() + 40 * DAY);
    const exact = { nextDate: next, intervalDays: null };
    const lastFor = (fraction: number) => new Date(next.getTime() - (40 * DAY) / fraction);
    expect(dateSide({ ...exact, lastDate: lastFor(0.2) }, now)).toEqual({
      state: ConditionState.UpToDate,
      score: 0.2,
    });
    expect(dateSide({ ...exact, lastDate: lastFor(0.19) }, now).state).toBe(ConditionState.Due);
  });
  it('uses the configured period when the last date is unknown', () => {
    const side = dateSide(
      { lastDate: null, nextDate: new Date(now.getTime() + 7 * DAY), intervalDays: 28 },
      now,
    );
    expect(side.score).toBe(0.25);
  });
});

describe('worseSide', () => {
  const up = { state: ConditionState.UpToDate, score: 0.8 };
  const due = { state: ConditionState.Due, score: 0.15 };
  const overdue = { state: ConditionState.Overdue, score: 0 };
  const incomplete = { state: ConditionState.Incomplete, score: 0 };
  it('takes the worse state and the lower score', () => {
    expect(worseSide([up, due])).toEqual(due);
    expect(worseSide([overdue, up])).toEqual(overdue);
  });
  it('lets a measured side stand over an incomplete one', () => {
    expect(worseSide([incomplete, up])).toEqual(up);
    expect(worseSide([incomplete, incomplete])).toEqual(incomplete);
  });
});
