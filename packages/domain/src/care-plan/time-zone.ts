// Wall-clock time in a named zone (an IANA name such as 'Australia/Sydney'), so rules that talk
// about a person's day or business hours follow the dealership's zone, daylight saving
// included, whatever zone the server or the browser runs in.

export type WallClock = {
  year: number;
  month: number;
  day: number;
  /** 0 is Sunday, 6 is Saturday. */
  weekday: number;
  hour: number;
  minute: number;
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether `timeZone` is a zone name this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The date and time on a wall clock in `timeZone` at `instant`. */
export function wallClockIn(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatIn(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** Minutes east of UTC in `timeZone` at `instant` (600 for AEST, 660 for AEDT). */
export function utcOffsetMinutesIn(instant: Date, timeZone: string): number {
  const wall = wallClockIn(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const instantToTheMinute = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((wallAsUtc - instantToTheMinute) / 60_000);
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/**
 * The short name of the zone's time at `instant` as Australians write it: AEDT in Sydney in
 * summer, AEST there in winter and in Brisbane all year (Queensland keeps no daylight saving).
 */
export function timeZoneAbbreviation(instant: Date, timeZone: string): string {
  let format = zoneNames.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' });
    zoneNames.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName');
  return name?.value ?? timeZone;
}
