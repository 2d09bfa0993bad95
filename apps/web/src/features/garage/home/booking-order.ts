import type { Appointment } from '@ignite/domain/garage/garage-api';

const time = (appointment: Appointment) => Date.parse(appointment.utcDateAppointment);

/**
 * The bookings panel's order: open bookings first, soonest first (the next one to turn up to
 * leads); then the rest, most recent first, as a record of what happened.
 */
export function orderBookings(appointments: readonly Appointment[]): Appointment[] {
  const open = appointments.filter((a) => a.isOpen).sort((a, b) => time(a) - time(b));
  const rest = appointments.filter((a) => !a.isOpen).sort((a, b) => time(b) - time(a));
  return [...open, ...rest];
}
