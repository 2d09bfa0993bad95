// An item that is booked says when, instead of offering to book it again. The booking for a
// condition is the open one whose work is that condition's (the title and type a booking for
// it makes); for the service, any open Service appointment that is not another condition's
// work or a diagnostic check, since the dealership books services under its own titles.
import { isAppointmentOpen } from '../garage/appointments.ts';
import { AppointmentType, ConditionType } from '../garage/enums.ts';
import { appointmentFor } from './booking-request.ts';

export type BookedFacts = {
  title: string;
  appointmentType: number;
  appointmentState: number;
  utcDateAppointment: string;
};

const OTHER_WORK_TITLES = new Set(
  Object.values(ConditionType)
    .filter((type) => type !== ConditionType.Service)
    .map((conditionType) => appointmentFor({ kind: 'condition', conditionType }).title),
);
const DIAGNOSTIC_PREFIX = appointmentFor({ kind: 'codes', codes: ['P0000'] }).title.split(':')[0];

function isWorkFor(conditionType: ConditionType, booking: BookedFacts): boolean {
  if (conditionType === ConditionType.Service) {
    return (
      booking.appointmentType === AppointmentType.Service &&
      !OTHER_WORK_TITLES.has(booking.title) &&
      !booking.title.startsWith(`${DIAGNOSTIC_PREFIX}:`)
    );
  }
  const work = appointmentFor({ kind: 'condition', conditionType });
  return booking.appointmentType === work.type && booking.title === work.title;
}

/** The earliest open booking for the condition's work, or null when it is not booked. */
export function bookingForCondition<T extends BookedFacts>(
  conditionType: ConditionType,
  bookings: readonly T[],
): T | null {
  const open = bookings.filter(
    (b) => isAppointmentOpen(b.appointmentState) && isWorkFor(conditionType, b),
  );
  open.sort((a, b) => Date.parse(a.utcDateAppointment) - Date.parse(b.utcDateAppointment));
  return open[0] ?? null;
}
