// One event, one item on the timeline. A job at a workshop is written down by up to three
// areas: the booking that brought the car in (completed once the job is done), the service-log
// entry the workshop's system writes, and the history item of the reminder the job reset. A
// health monitor's scan that found something is also noted in the history, at the scan's time.
// Each record is right where it stands (the bookings panel, the service log, the history), but
// a feed of them all would tell the same event two or three times.
import { AppointmentState, AppointmentType } from '../garage/enums.ts';
import type { TimelineItem } from './timeline-api.ts';

/** Where an item came from, with what the folding needs to know of it. */
export type TimelineSource =
  | { from: 'serviceLog' }
  | { from: 'booking'; appointmentType: number; appointmentState: number }
  /** `type` is the history item's type: 'Service', 'Tyres', 'Odometer'... */
  | { from: 'history'; type: string }
  | { from: 'scan' }
  | { from: 'other' };

export type TimelineEntry = { item: TimelineItem; source: TimelineSource };

/** The history type a booking's job resets, for the types that have one. */
const JOB_OF_BOOKING: Partial<Record<number, string>> = {
  [AppointmentType.Service]: 'Service',
  [AppointmentType.TyreMaintenance]: 'Tyres',
  [AppointmentType.TyreRepair]: 'Tyres',
  [AppointmentType.TyreReplacement]: 'Tyres',
  [AppointmentType.BatteryReplacement]: 'Battery',
  [AppointmentType.RecallRepair]: 'Recall',
};

const DONE = AppointmentState.Completed | AppointmentState.Closed;

/** The calendar day (UTC) of an item: the records of one job are written on the same day. */
const dayOf = (entry: TimelineEntry) => entry.item.utcDate.slice(0, 10);

function isDoneBooking(
  source: TimelineSource,
): source is Extract<TimelineSource, { from: 'booking' }> {
  return source.from === 'booking' && (source.appointmentState & DONE) !== 0;
}

/** The entries one day's jobs make redundant: the others tell the same event. */
function redundantOnDay(entries: readonly TimelineEntry[]): Set<TimelineEntry> {
  const logs = entries.filter((e) => e.source.from === 'serviceLog');
  const doneBookings = entries.filter((e) => isDoneBooking(e.source));
  const jobs = new Set(
    doneBookings.flatMap((e) =>
      isDoneBooking(e.source) ? [JOB_OF_BOOKING[e.source.appointmentType] ?? ''] : [],
    ),
  );
  // A service-log entry with no completed booking beside it is a service (the log is of
  // completed services).
  if (logs.length > doneBookings.length) jobs.add('Service');
  const scanTimes = new Set(
    entries.filter((e) => e.source.from === 'scan').map((e) => e.item.utcDate),
  );
  const redundant = new Set<TimelineEntry>();
  for (const entry of entries) {
    const { source } = entry;
    // The workshop's entry tells the job; the booking that brought the car in is that job.
    if (logs.length > 0 && isDoneBooking(source)) redundant.add(entry);
    if (source.from !== 'history') continue;
    // The reminder the job reset, marked done that day, is that job too.
    if (jobs.has(source.type)) redundant.add(entry);
    // The history's note of a scan is written at the scan's own time.
    if (scanTimes.has(entry.item.utcDate)) redundant.add(entry);
  }
  return redundant;
}

const newestFirst = (a: TimelineItem, b: TimelineItem) =>
  Date.parse(b.utcDate) - Date.parse(a.utcDate) || a.id.localeCompare(b.id);

/**
 * The entries with each event told once, newest first: per day, a completed booking and the
 * history item of the job it did fold into the service-log entry (or, without one, into the
 * booking); a history item of a scan folds into the scan.
 */
export function oneItemPerEvent(entries: readonly TimelineEntry[]): TimelineItem[] {
  const days = new Map<string, TimelineEntry[]>();
  for (const entry of entries) days.set(dayOf(entry), [...(days.get(dayOf(entry)) ?? []), entry]);
  const redundant = new Set([...days.values()].flatMap((day) => [...redundantOnDay(day)]));
  return entries
    .filter((entry) => !redundant.has(entry))
    .map((entry) => entry.item)
    .sort(newestFirst);
}

/**
 * One page of the timeline from every feed's newest `limit + 1` entries: the newest `limit`,
 * cut back to whole days when there are more, each event told once. A job's records are on
 * the same day, so they are folded together on one page, never one here and one on the next.
 * The next page asks for items before this page's last, so it starts with the day cut off.
 * A single day of more than `limit` entries is cut at `limit`.
 */
export function timelinePage(
  entries: readonly TimelineEntry[],
  limit: number,
): { items: TimelineItem[]; hasMore: boolean } {
  const sorted = [...entries].sort((a, b) => newestFirst(a.item, b.item));
  if (sorted.length <= limit) return { items: oneItemPerEvent(sorted), hasMore: false };
  const firstLeftOut = dayOf(sorted[limit] as TimelineEntry);
  const whole = sorted.slice(0, limit).filter((entry) => dayOf(entry) !== firstLeftOut);
  return {
    items: oneItemPerEvent(whole.length > 0 ? whole : sorted.slice(0, limit)),
    hasMore: true,
  };
}
