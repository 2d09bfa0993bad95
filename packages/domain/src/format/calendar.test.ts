import { describe, expect, it } from 'vitest';
import {
  calendarDayName,
  mondayBasedWeekday,
  monthGrid,
  shiftMonth,
  WEEKDAY_LABELS,
} from './calendar.ts';

describe('calendar', () => {
  it('the week starts Monday', () => {
    expect(WEEKDAY_LABELS[0]).toBe('Mon');
    expect(WEEKDAY_LABELS[6]).toBe('Sun');
  });
  it.each([
    [{ year: 2025, month: 9, day: 1 }, 0],
    [{ year: 2025, month: 9, day: 7 }, 6],
    [{ year: 2026, month: 2, day: 1 }, 6],
    [{ year: 2024, month: 2, day: 29 }, 3],
  ])('%j is weekday %d (0 = Monday)', (date, weekday) => {
    expect(mondayBasedWeekday(date)).toBe(weekday);
  });
  it('a month starting Monday has no leading days (September 2025)', () => {
    const grid = monthGrid(2025, 9);
    expect(grid[0]?.[0]).toEqual({ date: { year: 2025, month: 9, day: 1 }, inMonth: true });
    expect(grid).toHaveLength(5);
  });
  it('a month starting Sunday begins with six days of the month before (February 2026)', () => {
    const grid = monthGrid(2026, 2);
    expect(grid[0]?.slice(0, 6).every((cell) => !cell.inMonth)).toBe(true);
    expect(grid[0]?.[0]?.date).toEqual({ year: 2026, month: 1, day: 26 });
    expect(grid[0]?.[6]).toEqual({ date: { year: 2026, month: 2, day: 1 }, inMonth: true });
    expect(grid.at(-1)?.at(-1)?.date).toEqual({ year: 2026, month: 3, day: 1 });
  });
  it('every week has seven days and the month is complete', () => {
    const grid = monthGrid(2024, 2);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid.flat().filter((cell) => cell.inMonth)).toHaveLength(29);
  });
  it('shifts across year ends', () => {
    expect(shiftMonth(2025, 12, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth(2025, 1, -1)).toEqual({ year: 2024, month: 12 });
    expect(shiftMonth(2025, 6, -18)).toEqual({ year: 2023, month: 12 });
  });
});

describe('calendarDayName', () => {
  it('starts with the day number the button shows, then the month and year', () => {
    expect(calendarDayName({ year: 2026, month: 3, day: 16 })).toBe('16 March 2026');
    expect(calendarDayName({ year: 2027, month: 12, day: 1 })).toBe('1 December 2027');
  });
});
