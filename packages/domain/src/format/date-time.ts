// The spec's default date display format (part 1 section 9), written without a date library.

export const DEFAULT_DATE_TIME_FORMAT = 'Do MMM HH:mm:ss';

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd, 23rd ... 31st. */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

const two = (value: number) => String(value).padStart(2, '0');

/** 'Do MMM HH:mm:ss' in the app's local time: '5th Mar 09:04:07'. */
export function formatDefaultDateTime(date: Date): string {
  const month = SHORT_MONTHS[date.getMonth()] ?? '';
  const time = `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
  return `${ordinal(date.getDate())} ${month} ${time}`;
}
