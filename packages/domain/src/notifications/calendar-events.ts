// The secret calendar feed's events: one all-day event on the due day of each monitor that is
// shown, switched on and has a next date, and one timed event for each open booking that is not
// over yet. A UID names the item, never its date, so a calendar that refreshes the feed moves
// an event whose due date changed instead of adding a second one.
import { SLOT_MINUTES } from '../booking/booking-slots.ts';
import { isAppointmentOpen } from '../garage/appointments.ts';
import { conditionSlug } from '../garage/condition-slugs.ts';
import type { Condition } from '../garage/condition-schema.ts';
import type { ConditionType } from '../garage/enums.ts';
import type { Appointment, GarageLocation } from '../garage/garage-api.ts';
import { PRODUCT } from '../product.ts';
import { BOOKING_PATH, calendarDay, conditionPath } from './reminder-items.ts';

/** A booking's event lasts the drop-off slot the owner chose. */
export const BOOKING_EVENT_MINUTES = SLOT_MINUTES;
const UID_DOMAIN = PRODUCT.slug;

type EventBase = {
  uid: string;
  summary: string;
  description: string;
  /** The item's page in the app: where a tap on the event goes. */
  url: string;
};
/** A monitor's due date: all day, on the day it falls due in the dealership's zone. */
export type DueDateEvent = EventBase & { kind: 'due'; day: string };
/** A booked visit to the workshop, at the time booked. */
export type BookingEvent = EventBase & {
  kind: 'booking';
  start: Date;
  end: Date;
  location: string | null;
};
export type CalendarEvent = DueDateEvent | BookingEvent;

export type CalendarVehicle = {
  vehicleId: string;
  make: string | null;
  model: string | null;
  rego: string | null;
  displayName: string;
};

/** What one vehicle contributes: its computed My Garage parts and its dealership's zone. */
export type CalendarSources = {
  vehicle: CalendarVehicle;
  conditions: readonly Condition[];
  appointments: readonly Appointment[];
  serviceLocation: GarageLocation | null;
  timeZone: string;
};

export const conditionEventUid = (vehicleId: string, type: ConditionType) =>
  `${vehicleId}-condition-${conditionSlug(type)}@${UID_DOMAIN}`;
export const bookingEventUid = (appointmentId: string) => `${appointmentId}-booking@${UID_DOMAIN}`;

/** "Toyota Corolla (ABC123)": make and model where known, else the garage's name for it. */
export function vehicleLabel(vehicle: CalendarVehicle): string {
  const name = [vehicle.make, vehicle.model].filter(Boolean).join(' ') || vehicle.displayName;
  return vehicle.rego ? `${name} (${vehicle.rego})` : name;
}

/** A monitor gets an event when the owner sees it, has it on, and it has a date to fall due. */
export function isCalendarCondition(condition: Condition): boolean {
  return condition.isVisible && condition.isEnabled && !condition.isDisabled && hasDate(condition);
}

const hasDate = (c: Condition) =>
  c.nextDate !== null && !Number.isNaN(new Date(c.nextDate).getTime());

/**
 * A booking gets an event while it is open (booked, not cancelled, completed or closed) and not
 * over yet: it stays in the calendar until its slot ends, rather than vanishing at the
 * moment the owner is due at the workshop.
 */
export function isCalendarBooking(appointment: Appointment, now: Date): boolean {
  const start = new Date(appointment.utcDateAppointment).getTime();
  return (
    isAppointmentOpen(appointment.appointmentState) &&
    start + BOOKING_EVENT_MINUTES * 60_000 > now.getTime()
  );
}

function dueDateEvent(s: CalendarSources, condition: Condition, appUrl: string): DueDateEvent {
  const name = condition.labels.name;
  const url = `${appUrl}${conditionPath(condition)}`;
  return {
    kind: 'due',
    uid: conditionEventUid(s.vehicle.vehicleId, condition.type),
    summary: `${name} due: ${vehicleLabel(s.vehicle)}`,
    // Not the monitor's state tip ("Healthy!"): that is true today, not on the day it is due.
    description: `${name} due for ${vehicleLabel(s.vehicle)}.\n\n${url}`,
    url,
    day: calendarDay(new Date(condition.nextDate ?? 0), s.timeZone),
  };
}

function addressOf(location: GarageLocation | null): string | null {
  if (!location) return null;
  const street = [location.addressLine1, location.addressLine2].filter(Boolean).join(', ');
  return `${location.name}, ${street}, ${location.city} ${location.state} ${location.postcode}`;
}

/** One booking's event; the single-event download uses it too. */
export function bookingEvent(
  s: Pick<CalendarSources, 'vehicle' | 'serviceLocation'>,
  appointment: Appointment,
  appUrl: string,
): BookingEvent {
  const start = new Date(appointment.utcDateAppointment);
  const url = `${appUrl}${BOOKING_PATH}`;
  const where = s.serviceLocation ? ` with ${s.serviceLocation.name}` : '';
  return {
    kind: 'booking',
    uid: bookingEventUid(appointment.appointmentId),
    summary: `${appointment.title}: ${vehicleLabel(s.vehicle)}`,
    description: `Booked${where}.\n\n${url}`,
    url,
    start,
    end: new Date(start.getTime() + BOOKING_EVENT_MINUTES * 60_000),
    location: addressOf(s.serviceLocation),
  };
}

/** Every event of one vehicle at `now`, due dates first; `appUrl` is the app's public origin. */
export function calendarEventsOf(s: CalendarSources, now: Date, appUrl: string): CalendarEvent[] {
  return [
    ...s.conditions.filter(isCalendarCondition).map((c) => dueDateEvent(s, c, appUrl)),
    ...s.appointments
      .filter((a) => isCalendarBooking(a, now))
      .map((a) => bookingEvent(s, a, appUrl)),
  ];
}

export type Organiser = { name: string; email: string };

/**
 * Who a vehicle's events are from: its dealership, at its service address where it has one,
 * else at the app's own sender; the generic app (no dealership) under the app's brand.
 */
export function calendarOrganiser(
  dealership: { name: string | null; serviceEmail: string | null; brandName: string },
  senderEmail: string,
): Organiser {
  return {
    name: dealership.name ?? dealership.brandName,
    email: dealership.name && dealership.serviceEmail ? dealership.serviceEmail : senderEmail,
  };
}

/** The feed's name in the owner's calendar list: their one dealership's, else the app's. */
export function calendarName(organiserNames: readonly string[]): string {
  const distinct = [...new Set(organiserNames)];
  return `${distinct.length === 1 ? distinct[0] : PRODUCT.name}: car care`;
}
