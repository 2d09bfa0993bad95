// Which of a vehicle's items a reminder is due for: each condition monitor whose
// next date falls within the owner's lead time or has passed, and each booked service within
// it. One reminder per channel per due date, never two: the key names the vehicle, the item,
// the due day and the channel, so a job that runs twice, or dies half-way and runs again,
// writes nothing new for an item it already reminded of. A due date that moves (the service
// was done, the owner set another) is a new key, and so a new reminder in its time.
import { isAppointmentOpen } from '../garage/appointments.ts';
import { conditionLabel } from '../garage/condition-labels.ts';
import { CONDITION_ITEM_TYPE, conditionSlug } from '../garage/condition-slugs.ts';
import type { Condition } from '../garage/condition-schema.ts';
import { DAY_MS } from '../garage/day.ts';
import type { Appointment } from '../garage/garage-api.ts';

export type ReminderChannel = 'email' | 'push';

export type ReminderItem = {
  /** Stable per item of the vehicle: `condition-<slug>` or `booking-<appointment id>`. */
  itemKey: string;
  /** What is due: the monitor's name ("Tyres"), or the booking's title. */
  title: string;
  dueAt: Date;
  /** The due date's calendar day in the dealership's zone, YYYY-MM-DD. */
  dueDay: string;
  /** The odometer reading the item falls due at, where it has one. */
  dueOdometer: number | null;
  isOverdue: boolean;
  /**
   * The monitor's state in the garage's words ('Issue detected', 'Overdue', 'Due'...), by the
   * same label function, so a reminder never names a state the app does not; null for a booking.
   */
  stateLabel: string | null;
  isBooking: boolean;
  /** The app's page of the item, which the reminder links to. */
  path: string;
};

export type ReminderSources = {
  conditions: readonly Condition[];
  appointments: readonly Appointment[];
};

/** YYYY-MM-DD of `at` in `timeZone` (an IANA zone). */
export function calendarDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

export function conditionPath(condition: Pick<Condition, 'type'>): string {
  return `/my-garage/care-plan/item/${CONDITION_ITEM_TYPE}/${conditionSlug(condition.type)}`;
}

/** My Garage with its bookings panel open (the web's `p` parameter), where a booking shows. */
export const BOOKING_PATH = '/my-garage?p=bookings';

/**
 * The items of one vehicle a reminder is due for at `now`: monitors shown and switched on,
 * with a next date no later than `leadDays` ahead (overdue ones included), and open bookings
 * from now to `leadDays` ahead. Soonest first.
 */
export function reminderItems(
  sources: ReminderSources,
  now: Date,
  leadDays: number,
  timeZone: string,
): ReminderItem[] {
  const horizon = now.getTime() + leadDays * DAY_MS;
  const items: ReminderItem[] = [];
  for (const condition of sources.conditions) {
    if (!condition.isVisible || !condition.isEnabled || condition.nextDate === null) continue;
    const dueAt = new Date(condition.nextDate);
    if (Number.isNaN(dueAt.getTime()) || dueAt.getTime() > horizon) continue;
    const isOverdue = condition.isOverdue || dueAt.getTime() < now.getTime();
    items.push({
      itemKey: `condition-${conditionSlug(condition.type)}`,
      title: condition.labels.name,
      dueAt,
      dueDay: calendarDay(dueAt, timeZone),
      dueOdometer: condition.nextOdometer,
      isOverdue,
      stateLabel: conditionLabel({ ...condition, isOverdue }),
      isBooking: false,
      path: conditionPath(condition),
    });
  }
  for (const appointment of sources.appointments) {
    const dueAt = new Date(appointment.utcDateAppointment);
    const at = dueAt.getTime();
    if (!isAppointmentOpen(appointment.appointmentState) || at < now.getTime() || at > horizon) {
      continue;
    }
    items.push({
      itemKey: `booking-${appointment.appointmentId}`,
      title: appointment.title,
      dueAt,
      dueDay: calendarDay(dueAt, timeZone),
      dueOdometer: null,
      isOverdue: false,
      stateLabel: null,
      isBooking: true,
      path: BOOKING_PATH,
    });
  }
  return items.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

/** The idempotency key of one reminder: per vehicle, item, due day and channel. */
export function reminderKey(
  vehicleId: string,
  item: Pick<ReminderItem, 'itemKey' | 'dueDay'>,
  channel: ReminderChannel,
): string {
  return `reminder:${vehicleId}:${item.itemKey}:${item.dueDay}:${channel}`;
}
