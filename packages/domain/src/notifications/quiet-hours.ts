// Quiet hours: a span of the day, in the dealership's zone, in which no reminder is sent. A
// span may cross midnight (21:00 to 07:00). A reminder that falls due inside one waits for its
// end rather than being dropped.
import { CLOCK_TIME_PATTERN } from './notification-settings.ts';

const MINUTES_PER_DAY = 24 * 60;

function minutesOf(time: string): number {
  if (!CLOCK_TIME_PATTERN.test(time)) throw new Error(`Not a clock time: ${time}`);
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The minutes since local midnight of `at` in `timeZone` (an IANA zone). */
function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

export type QuietHours = { quietFrom: string | null; quietTo: string | null };

/**
 * When the quiet hours around `now` end, or null when `now` is not in quiet hours (or there
 * are none). The start is inclusive, the end exclusive: 21:00 to 07:00 holds 21:00 and 06:59.
 */
export function quietHoursEnd(now: Date, quiet: QuietHours, timeZone: string): Date | null {
  if (quiet.quietFrom === null || quiet.quietTo === null) return null;
  const from = minutesOf(quiet.quietFrom);
  const to = minutesOf(quiet.quietTo);
  const current = localMinutes(now, timeZone);
  const crossesMidnight = from > to;
  const inside = crossesMidnight
    ? current >= from || current < to
    : current >= from && current < to;
  if (!inside) return null;
  const minutesLeft = (to - current + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  // To the start of the ending minute: the seconds already past in this one are taken off.
  const end = new Date(now.getTime() + minutesLeft * 60_000);
  end.setUTCSeconds(0, 0);
  return end;
}
