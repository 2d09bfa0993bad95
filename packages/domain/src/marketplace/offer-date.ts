// Dates on offers (spec part 3 section 2, Availability; section 9): 'Do MMMM YYYY', like
// '5th March 2025', on the calendar of the given IANA time zone, since an instant falls on
// different days in Sydney and in London.
import { ordinal } from '../format/date-time.ts';

export const OFFER_DATE_FORMAT = 'Do MMMM YYYY';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one is costly, and a list shows many dates. */
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // Throws RangeError for an unknown zone: a programming error, not bad data.
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * '5th March 2025' for an instant (an ISO timestamp or a Date) in `timeZone`. An ISO date
 * without a time ('2025-03-05') is read as midnight UTC, as Date does. An invalid date gives
 * '' so a screen shows nothing rather than 'Invalid Date'.
 */
export function formatOfferDate(iso: string | Date, timeZone: string): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  const format = formatFor(timeZone);
  if (Number.isNaN(date.getTime())) return '';
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${ordinal(Number(part('day')))} ${part('month')} ${part('year')}`;
}
