import { bookedServiceAppointment } from '@ignite/domain/garage/appointments';
import type { AppointmentType } from '@ignite/domain/garage/enums';
import type { Appointment } from '@ignite/domain/garage/garage-api';

/**
 * The booked service appointment of the My Garage model (the domain's rule: the open
 * appointment of type Service, the earliest of several), read from the API's ISO dates.
 */
export function bookedService(appointments: readonly Appointment[]): Appointment | null {
  const facts = appointments.map((appointment) => ({
    // A type the enum does not know is simply not Service.
    appointmentType: appointment.appointmentType as AppointmentType,
    appointmentState: appointment.appointmentState,
    utcDateAppointment: new Date(appointment.utcDateAppointment),
    appointment,
  }));
  return bookedServiceAppointment(facts)?.appointment ?? null;
}
