import dayjs, { type Dayjs } from 'dayjs';
import { type CalendarDate, calendarDateToDate, toIsoDate } from '@ignite/domain/format/date';

/** The date field stores what it was given: a Date, a dayjs object or an ISO string. */
export type DateStorage = 'date' | 'dayjs' | 'iso';

export function storageOf(value: unknown, fallback: DateStorage): DateStorage {
  if (value instanceof Date) return 'date';
  if (dayjs.isDayjs(value)) return 'dayjs';
  if (typeof value === 'string' && value !== '') return 'iso';
  return fallback;
}

export function toStoredDate(date: CalendarDate, storage: DateStorage): Date | Dayjs | string {
  if (storage === 'date') return calendarDateToDate(date);
  if (storage === 'dayjs') return dayjs(calendarDateToDate(date));
  return toIsoDate(date);
}
