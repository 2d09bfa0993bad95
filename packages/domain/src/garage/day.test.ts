import { describe, expect, it } from 'vitest';
import { addDays, addMonths, atNoon, dayOf, startOfDay, startOfTomorrow } from './day.ts';

const AEST = 600;

describe('dayOf', () => {
  it('reads the day in UTC by default and in the given zone otherwise', () => {
    const instant = new Date('2026-03-31T15:00:00Z');
    expect(dayOf(instant)).toEqual({ year: 2026, month: 3, day: 31 });
    expect(dayOf(instant, AEST)).toEqual({ year: 2026, month: 4, day: 1 });
  });
});

describe('atNoon and startOfDay', () => {
  it('puts a day at noon local time', () => {
    const day = { year: 2026, month: 4, day: 1 };
    expect(atNoon(day).toISOString()).toBe('2026-04-01T12:00:00.000Z');
    expect(atNoon(day, AEST).toISOString()).toBe('2026-04-01T02:00:00.000Z');
  });
  it('finds the start of the local day', () => {
    const instant = new Date('2026-03-31T15:00:00Z');
    expect(startOfDay(instant).toISOString()).toBe('2026-03-31T00:00:00.000Z');
    expect(startOfDay(instant, AEST).toISOString()).toBe('2026-03-31T14:00:00.000Z');
  });
  it('finds the start of tomorrow', () => {
    const instant = new Date('2026-03-31T23:59:59Z');
    expect(startOfTomorrow(instant).toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(startOfTomorrow(instant, AEST).toISOString()).toBe('2026-04-01T14:00:00.000Z');
  });
});

describe('addDays and addMonths', () => {
  it('crosses months and years', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
  });
  it('clamps to the last day of a shorter month', () => {
    expect(addMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
    expect(addMonths({ year: 2028, month: 3, day: 31 }, -1)).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
    expect(addMonths({ year: 2026, month: 1, day: 15 }, -13)).toEqual({
      year: 2024,
      month: 12,
      day: 15,
    });
  });
});
