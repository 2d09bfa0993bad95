import { describe, expect, it } from 'vitest';
import { type ConditionFacts, conditionStatus, deriveNextDate } from './condition-state.ts';
import { ConditionState, ConditionType, ConfigurationType } from './enums.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-10T09:00:00Z');
const base: ConditionFacts = {
  type: ConditionType.Tyres,
  isDisabled: false,
  hasAlert: false,
  lastOdometer: 40000,
  nextOdometer: 50000,
  currentOdometer: 45000,
  lastDate: null,
  nextDate: null,
  averageOdometerInterval: 10000,
  intervalDays: null,
  estimatedAnnualKilometres: 15000,
};

describe('conditionStatus', () => {
  it('is up to date half way through an odometer interval', () => {
    const status = conditionStatus(base, now);
    expect(status).toMatchObject({
      state: ConditionState.UpToDate,
      score: 0.5,
      isDue: false,
      isOverdue: false,
    });
  });
  it('derives the next date from annual km when only an odometer target exists', () => {
    // 5000 km at 15000 a year is a third of a year: 122 days.
    expect(conditionStatus(base, now).nextDate).toEqual(new Date(now.getTime() + 122 * DAY));
  });
  it('keeps a stored next date rather than deriving one', () => {
    const nextDate = new Date('2027-01-01T12:00:00Z');
    expect(conditionStatus({ ...base, nextDate }, now).nextDate).toEqual(nextDate);
  });
  it('lets the worse side win for a monthly condition', () => {
    const status = conditionStatus({ ...base, nextDate: new Date('2026-06-10T12:00:00Z') }, now);
    expect(status).toMatchObject({ state: ConditionState.Overdue, score: 0, isOverdue: true });
  });
  it('is incomplete and unconfigured with no targets at all', () => {
    const status = conditionStatus({ ...base, nextOdometer: null }, now);
    expect(status).toMatchObject({
      state: ConditionState.Incomplete,
      isUnconfigured: true,
      nextDate: null,
    });
  });
  it('forces a Date-configured condition without a valid next date to Incomplete', () => {
    const rego = { ...base, type: ConditionType.Rego };
    expect(conditionStatus(rego, now).state).toBe(ConditionState.Incomplete);
    expect(conditionStatus({ ...rego, nextDate: new Date('x') }, now).state).toBe(
      ConditionState.Incomplete,
    );
    const set = conditionStatus({ ...rego, nextDate: new Date('2027-06-10T12:00:00Z') }, now);
    expect(set.state).toBe(ConditionState.UpToDate);
  });
  it('honours an explicit configuration type', () => {
    const weekly = { ...base, configurationType: ConfigurationType.Weekly };
    expect(conditionStatus(weekly, now).state).toBe(ConditionState.Incomplete);
  });
  it('makes a service condition without a next interval Incomplete', () => {
    const service = { ...base, type: ConditionType.Service };
    expect(conditionStatus({ ...service, hasNextServiceInterval: false }, now).state).toBe(
      ConditionState.Incomplete,
    );
    expect(conditionStatus({ ...service, hasNextServiceInterval: true }, now).state).toBe(
      ConditionState.UpToDate,
    );
  });
  it('sets Critical with score 0 on an alert, keeping the schedule flags', () => {
    const status = conditionStatus({ ...base, currentOdometer: 49000, hasAlert: true }, now);
    expect(status).toMatchObject({
      state: ConditionState.Critical,
      score: 0,
      isCritical: true,
      isDue: true,
    });
  });
  it('treats a recall as up to date until a recall is issued', () => {
    const recall = { ...base, type: ConditionType.Recall, nextOdometer: null };
    expect(conditionStatus(recall, now)).toMatchObject({
      state: ConditionState.UpToDate,
      isUnconfigured: false,
    });
    expect(conditionStatus({ ...recall, hasAlert: true }, now).state).toBe(ConditionState.Critical);
  });
});

describe('deriveNextDate', () => {
  it('is today when the target is already passed, and unknown without a yearly rate', () => {
    expect(deriveNextDate(100, 200, 15000, now)).toEqual(now);
    expect(deriveNextDate(200, 100, 0, now)).toBeNull();
  });
});
