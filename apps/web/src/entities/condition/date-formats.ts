// The garage's two date displays (spec part 2 section 9: "Dates shown DD-MMM-YYYY and dddd,
// Do MMM YYYY"), in the owner's local time. Any garage page that shows a date uses these.
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

// advancedFormat brings the ordinal day token, Do ('5th').
dayjs.extend(advancedFormat);

export const SHORT_DATE_FORMAT = 'DD-MMM-YYYY';
export const LONG_DATE_FORMAT = 'dddd, Do MMM YYYY';

/** An instant as the API sends it (ISO 8601) or as the page made it. */
type When = string | Date;

/** '05-Mar-2026'; an unreadable date shows nothing rather than 'Invalid Date'. */
export function formatShortDate(when: When): string | null {
  const date = dayjs(when);
  return date.isValid() ? date.format(SHORT_DATE_FORMAT) : null;
}

/** 'Thursday, 5th Mar 2026'. */
export function formatLongDate(when: When): string | null {
  const date = dayjs(when);
  return date.isValid() ? date.format(LONG_DATE_FORMAT) : null;
}
