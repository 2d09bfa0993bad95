import { describe, expect, it } from 'vitest';
import { ConditionType } from './enums.ts';
import {
  dayOfDateText,
  isDateText,
  type ReminderCondition,
  type ReminderReading,
  reminderWouldLift,
  setNextReminder,
} from './set-next.ts';

const AEST = 600;
// 00:30 on 11 June in AEST, still 10 June in UTC: "today" is the owner's day.
const now = new Date('2026-06-10T14:30:00Z');
const day = (year: number, month: number, d: number) => ({ year, month, day: d });

const tyres: ReminderCondition = { interval: { months: 36 } };
const wash: ReminderCondition = { interval: { weeks: 2 } };

describe('dayOfDateText', () => {
  it('reads a bare date as that calendar day', () => {
    expect(dayOfDateText('2026-12-01', AEST)).toEqual(day(2026, 12, 1));
  });
  it('reads a date-time as the day it falls on in the zone', () => {
    expect(dayOfDateText('2026-11-30T14:00:00Z', AEST)).toEqual(day(2026, 12, 1));
    expect(dayOfDateText('2026-11-30T13:59:59Z', AEST)).toEqual(day(2026, 11, 30));
  });
  it.each(['2026-02-30', '2026-13-01', '2026-02-30T10:00:00Z', 'tomorrow', '', '2026-1-1'])(
    'refuses %j',
    (text) => {
      expect(dayOfDateText(text, AEST)).toBeNull();
      expect(isDateText(text)).toBe(false);
    },
  );
  it('accepts a leap day in a leap year only', () => {
    expect(isDateText('2028-02-29')).toBe(true);
    expect(isDateText('2026-02-29')).toBe(false);
  });
});

describe('setNextReminder, advancing from today', () => {
  const choose = (chosen: ReturnType<typeof day>, condition = tyres) =>
    setNextReminder(condition, { day: chosen, advanceFromToday: true }, now, AEST);

  it('refuses yesterday and accepts today, at noon in the zone', () => {
    expect(choose(day(2026, 6, 10))).toEqual({ ok: false, error: 'nextDateInPast' });
    expect(choose(day(2026, 6, 11))).toEqual({
      ok: true,
      facts: { nextDate: new Date('2026-06-11T02:00:00Z') },
    });
  });
  it('moves the next date only: a reminder never says the work was done', () => {
    // Neither the last-done date nor the odometer side is in what is saved.
    expect(choose(day(2026, 12, 1))).toEqual({
      ok: true,
      facts: { nextDate: new Date('2026-12-01T02:00:00Z') },
    });
  });
  it('needs no interval', () => {
    expect(choose(day(2026, 7, 1), { interval: null })).toMatchObject({ ok: true });
  });
});

describe('reminderWouldLift', () => {
  const reading: ReminderReading = {
    type: ConditionType.Brakes,
    isDisabled: false,
    isUnconfigured: false,
    isCritical: false,
    isDue: false,
    isOverdue: false,
    score: 0.5,
  };
  const overdue = { ...reading, isOverdue: true, score: 0 };
  const dueLow = { ...reading, isDue: true, score: 0.1 };
  const dueHigh = { ...reading, isDue: true, score: 0.11 };
  it.each([
    ['overdue to healthy', overdue, reading, true],
    ['overdue to due', overdue, dueLow, true],
    ['due at 0.1 to due at 0.11 (the score would gain a point)', dueLow, dueHigh, true],
    ['due to healthy', dueHigh, reading, true],
    ['overdue to overdue', overdue, overdue, false],
    ['healthy to due (an earlier reminder)', reading, dueHigh, false],
    ['healthy to healthy', reading, { ...reading, score: 0.9 }, false],
    [
      'not set to healthy (setting it up)',
      { ...reading, isUnconfigured: true, score: 0 },
      reading,
      false,
    ],
    [
      'critical and overdue to critical',
      { ...overdue, isCritical: true },
      { ...reading, isCritical: true, score: 0 },
      true,
    ],
  ])('%s: %s', (_name, before, after, lifts) => {
    expect(reminderWouldLift(before, after)).toBe(lifts);
  });
});

describe('setNextReminder, from the day it was last done', () => {
  const lastDone = (chosen: ReturnType<typeof day>, condition = tyres) =>
    setNextReminder(condition, { day: chosen, advanceFromToday: false }, now, AEST);

  it('refuses tomorrow and accepts today', () => {
    expect(lastDone(day(2026, 6, 12))).toEqual({ ok: false, error: 'lastDoneInFuture' });
    expect(lastDone(day(2026, 6, 11))).toMatchObject({ ok: true });
  });
  it('puts the next reminder one interval after the last, both at noon', () => {
    expect(lastDone(day(2025, 12, 31), { interval: { months: 2 } })).toEqual({
      ok: true,
      facts: {
        lastDate: new Date('2025-12-31T02:00:00Z'),
        // 31 December plus 2 months is clamped to the end of February.
        nextDate: new Date('2026-02-28T02:00:00Z'),
      },
    });
    expect(lastDone(day(2026, 6, 1), wash)).toMatchObject({
      ok: true,
      facts: { nextDate: new Date('2026-06-15T02:00:00Z') },
    });
  });
  it('refuses a condition without an interval', () => {
    expect(lastDone(day(2026, 6, 1), { interval: null })).toEqual({
      ok: false,
      error: 'noInterval',
    });
  });
});
