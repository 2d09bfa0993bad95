// When the daily reminder job is due: once per calendar day of its zone, from its hour on. A
// day it missed (the server was down at that hour) is made up the moment the server is back.
import { calendarDay } from './reminder-items.ts';

function localHour(at: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .find((part) => part.type === 'hour')?.value;
  return Number(hour ?? 0);
}

/** The day to run for now, or null when today's run is done or its hour has not come. */
export function dailyRunDue(
  now: Date,
  schedule: { hour: number; timeZone: string },
  completedDay: string | null,
): string | null {
  const today = calendarDay(now, schedule.timeZone);
  if (completedDay !== null && completedDay >= today) return null;
  return localHour(now, schedule.timeZone) >= schedule.hour ? today : null;
}
