import type { Appointment } from '@ignite/domain/garage/garage-api';

/**
 * The bookings the log lists as upcoming: the open ones (booked, at most missed: spec part 2
 * section 4), soonest first, whatever order the model holds them in.
 */
export function upcomingBookings(appointments: readonly Appointment[]): Appointment[] {
  return appointments
    .filter((appointment) => appointment.isOpen)
    .sort((a, b) => Date.parse(a.utcDateAppointment) - Date.parse(b.utcDateAppointment));
}
