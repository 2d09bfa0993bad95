// Calendar dates for the date field, kept pure (no date library): a day is year, month and
// day, so no time zone can move it to the day before.

export const DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';

/** month is 1 to 12, as people write it. */
export type CalendarDate = { year: number; month: number; day: number };

/** A date-library object (dayjs, moment) seen only through the two methods we need. */
export type DateLibraryValue = { toDate(): Date; isValid(): boolean };

/** What a date field may store: a Date, a date-library object or an ISO string. */
export type DateValue = Date | DateLibraryValue | string;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

function checked(date: CalendarDate): CalendarDate | null {
  return isValidCalendarDate(date) ? date : null;
}

/** 'DD/MM/YYYY'; one-digit days and months are forgiven ('5/3/2025'). */
export function parseDisplayDate(text: string): CalendarDate | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  return checked({ year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) });
}

function fromDate(date: Date): CalendarDate | null {
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/**
 * An ISO date ('2025-03-05') is read as written; an ISO timestamp is an instant, so it is
 * the calendar day of that instant where the app runs.
 */
export function parseIsoDate(text: string): CalendarDate | null {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (dateOnly) {
    return checked({
      year: Number(dateOnly[1]),
      month: Number(dateOnly[2]),
      day: Number(dateOnly[3]),
    });
  }
  const timestamp =
    /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
  const parts = timestamp.exec(text);
  if (!parts) return null;
  // Date.parse rolls 31 February into March; refuse a day that does not exist first.
  if (!checked({ year: Number(parts[1]), month: Number(parts[2]), day: Number(parts[3]) })) {
    return null;
  }
  return fromDate(new Date(text));
}

function isDateLibraryValue(value: unknown): value is DateLibraryValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<DateLibraryValue>).toDate === 'function' &&
    typeof (value as Partial<DateLibraryValue>).isValid === 'function'
  );
}

/** Any stored date value, or text typed as DD/MM/YYYY, as a calendar date; null if invalid. */
export function toCalendarDate(value: unknown): CalendarDate | null {
  if (value instanceof Date) return fromDate(value);
  if (isDateLibraryValue(value)) return value.isValid() ? fromDate(value.toDate()) : null;
  if (typeof value === 'string') return parseDisplayDate(value) ?? parseIsoDate(value.trim());
  return null;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** 'DD/MM/YYYY'. */
export function formatDisplayDate({ year, month, day }: CalendarDate): string {
  return `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
}

/** 'YYYY-MM-DD', the form the API stores. */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Local midnight of the day, for callers that need a Date. */
export function calendarDateToDate({ year, month, day }: CalendarDate): Date {
  const date = new Date(2000, month - 1, day);
  date.setFullYear(year);
  return date;
}

export function sameCalendarDate(a: CalendarDate, b: CalendarDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}
