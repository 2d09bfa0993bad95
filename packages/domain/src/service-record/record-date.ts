// The service record's dates: as the garage shows them ('05-Mar-2026', spec part 2 section 9),
// on the dealership's calendar, since a printed record has no reader's zone to follow and a
// service done on the 5th in Sydney was done on the 5th.
import { MONTH_NAMES } from '../format/calendar.ts';

const FALLBACK_ZONE = 'Australia/Sydney';

function partsIn(instant: Date, timeZone: string) {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-AU', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }).formatToParts(instant);
  try {
    return format(timeZone);
  } catch {
    // A zone this runtime does not know (a typo in an app's configuration): the programme's own.
    return format(FALLBACK_ZONE);
  }
}

/** 'DD-MMM-YYYY' in `timeZone`; '' for a date that cannot be read. */
export function formatRecordDate(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const parts = partsIn(instant, timeZone);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const month = MONTH_NAMES[part('month') - 1]?.slice(0, 3) ?? '';
  return `${String(part('day')).padStart(2, '0')}-${month}-${part('year')}`;
}
