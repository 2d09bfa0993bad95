import { describe, expect, it } from 'vitest';
import {
  defaultNextReminder,
  futureMonthChoices,
  minimumReminderDay,
  pastMonthChoices,
  reminderDateFor,
  weeklyChoices,
} from './reminders.ts';

const now = new Date('2026-05-31T09:00:00Z');
const AEST = 600;

describe('pastMonthChoices', () => {
  const { choices, shownFirst } = pastMonthChoices(now);
  it('offers 24 months, this month first, 12 shown first', () => {
    expect(choices).toHaveLength(24);
    expect(shownFirst).toBe(12);
    expect(choices.every((c) => !c.disabled)).toBe(true);
    expect(choices[0]).toMatchObject({ year: 2026, month: 5 });
    expect(choices[23]).toMatchObject({ year: 2024, month: 6 });
  });
  it('dates each month at noon on the same day, clamped to the month', () => {
    expect(choices[0]?.date.toISOString()).toBe('2026-05-31T12:00:00.000Z');
    expect(choices[1]?.date.toISOString()).toBe('2026-04-30T12:00:00.000Z');
    expect(choices[3]?.date.toISOString()).toBe('2026-02-28T12:00:00.000Z');
  });
  it('uses the owner zone for the day and for noon', () => {
    // 09:00 UTC on 31 May is 19:00 AEST on 31 May; noon AEST is 02:00 UTC.
    expect(pastMonthChoices(now, AEST).choices[0]?.date.toISOString()).toBe(
      '2026-05-31T02:00:00.000Z',
    );
  });
});

describe('futureMonthChoices', () => {
  // now is 31 May 2026 (see above).
  const choices = futureMonthChoices(now);
  it('spans the 24 months from this one, none disabled', () => {
    expect(choices).toHaveLength(24);
    expect(choices[0]).toMatchObject({ year: 2026, month: 5, disabled: false });
    expect(choices[23]).toMatchObject({ year: 2028, month: 4, disabled: false });
    expect(choices.some((c) => c.disabled)).toBe(false);
  });
  it("dates this month tomorrow and later months on today's day, clamped, at noon", () => {
    expect(choices[0]?.date.toISOString()).toBe('2026-06-01T12:00:00.000Z');
    expect(choices[1]?.date.toISOString()).toBe('2026-06-30T12:00:00.000Z');
    expect(choices[9]?.date.toISOString()).toBe('2027-02-28T12:00:00.000Z');
  });
  it("keeps the current reminder's day of the month, not today's", () => {
    const onThe15th = futureMonthChoices(now, 0, 15);
    expect(onThe15th[1]?.date.toISOString()).toBe('2026-06-15T12:00:00.000Z');
    expect(onThe15th[9]?.date.toISOString()).toBe('2027-02-15T12:00:00.000Z');
  });
  it('in this month, a day still ahead is kept; today or a day past becomes tomorrow', () => {
    const tenth = new Date('2026-03-10T00:00:00Z');
    expect(futureMonthChoices(tenth, 0, 20)[0]?.date.toISOString()).toBe(
      '2026-03-20T12:00:00.000Z',
    );
    expect(futureMonthChoices(tenth, 0, 10)[0]?.date.toISOString()).toBe(
      '2026-03-11T12:00:00.000Z',
    );
    expect(futureMonthChoices(tenth, 0, 3)[0]?.date.toISOString()).toBe('2026-03-11T12:00:00.000Z');
  });
});

describe('weeklyChoices', () => {
  it('offers 1, 2, 4, 6, 8 and 12 weeks with the spec labels, at noon', () => {
    const choices = weeklyChoices(now);
    expect(choices.map((c) => [c.weeks, c.label])).toEqual([
      [1, 'Next week'],
      [2, 'In 2 weeks'],
      [4, 'In 4 weeks'],
      [6, 'In 6 weeks'],
      [8, 'In 2 months'],
      [12, 'In 3 months'],
    ]);
    expect(choices[0]?.date.toISOString()).toBe('2026-06-07T12:00:00.000Z');
    expect(choices[5]?.date.toISOString()).toBe('2026-08-23T12:00:00.000Z');
  });
});

describe('date reminders', () => {
  it('has a minimum of today and sets the chosen day at noon', () => {
    expect(minimumReminderDay(now)).toEqual({ year: 2026, month: 5, day: 31 });
    expect(minimumReminderDay(new Date('2026-05-31T15:00:00Z'), AEST)).toEqual({
      year: 2026,
      month: 6,
      day: 1,
    });
    expect(reminderDateFor({ year: 2026, month: 7, day: 4 }).toISOString()).toBe(
      '2026-07-04T12:00:00.000Z',
    );
    expect(reminderDateFor({ year: 2026, month: 7, day: 4 }, AEST).toISOString()).toBe(
      '2026-07-04T02:00:00.000Z',
    );
  });
  it('defaults the next reminder to tomorrow at noon', () => {
    expect(defaultNextReminder(now).toISOString()).toBe('2026-06-01T12:00:00.000Z');
    expect(defaultNextReminder(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe(
      '2027-01-01T12:00:00.000Z',
    );
  });
});
