import { type CalendarDate, daysInMonth } from './date.ts';

/** The calendar's column heads: the week starts on Monday (spec part 1 section 5). */
export const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type CalendarCell = { date: CalendarDate; inMonth: boolean };

/**
 * A calendar day's accessible name, '16 March 2026': it starts with the number the button
 * shows, so a voice user saying what they see reaches it.
 */
export function calendarDayName({ year, month, day }: CalendarDate): string {
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** 0 for Monday to 6 for Sunday. UTC arithmetic, so the answer never depends on a zone. */
export function mondayBasedWeekday({ year, month, day }: CalendarDate): number {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return (date.getUTCDay() + 6) % 7;
}

/** The month `delta` months after year/month (negative goes back). */
export function shiftMonth(year: number, month: number, delta: number) {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The weeks that show a month, Monday to Sunday, padded with the neighbouring months' days
 * (inMonth false) so every week has seven cells.
 */
export function monthGrid(year: number, month: number): CalendarCell[][] {
  const lead = mondayBasedWeekday({ year, month, day: 1 });
  const length = daysInMonth(year, month);
  const weekCount = Math.ceil((lead + length) / 7);
  const previous = shiftMonth(year, month, -1);
  const next = shiftMonth(year, month, 1);
  const previousLength = daysInMonth(previous.year, previous.month);
  const weeks: CalendarCell[][] = [];
  for (let week = 0; week < weekCount; week += 1) {
    const cells: CalendarCell[] = [];
    for (let column = 0; column < 7; column += 1) {
      const offset = week * 7 + column - lead + 1;
      if (offset < 1) {
        cells.push({ date: { ...previous, day: previousLength + offset }, inMonth: false });
      } else if (offset > length) {
        cells.push({ date: { ...next, day: offset - length }, inMonth: false });
      } else {
        cells.push({ date: { year, month, day: offset }, inMonth: true });
      }
    }
    weeks.push(cells);
  }
  return weeks;
}
