// Appointment labels and openness (spec part 2 section 4). The state is a set of bit flags.
import { AppointmentState, AppointmentType } from './enums.ts';

export type AppointmentFacts = {
  appointmentType: AppointmentType;
  appointmentState: number;
  utcDateAppointment: Date;
};

const has = (state: number, flag: number) => (state & flag) === flag && flag !== 0;

/** Every flag up to Missed; a state with any higher flag (Completed, Cancelled, Closed) is not. */
const UP_TO_MISSED =
  AppointmentState.Offered |
  AppointmentState.Booked |
  AppointmentState.Declined |
  AppointmentState.Missed;

/**
 * "Open means booked and at most Missed": the Booked flag is set and no flag above Missed is. We
 * read "at most" per flag, not as the number (which would close Booked|Missed = 10 yet keep
 * Booked|Declined = 6 open).
 */
export function isAppointmentOpen(state: number): boolean {
  return has(state, AppointmentState.Booked) && (state & ~UP_TO_MISSED) === 0;
}

const OUTCOMES = AppointmentState.Missed | AppointmentState.Completed | AppointmentState.Cancelled;

export const APPOINTMENT_LABELS = {
  offered: 'Offered',
  closed: 'Closed',
  declined: 'Declined by customer',
  pending: 'Pending',
  noShow: 'No show',
  completed: 'Completed',
  cancelled: 'Cancelled',
  booked: 'Booked',
} as const;

/**
 * Precedence: Offered, Closed, Declined by customer, Pending, No show, Completed, Cancelled,
 * Booked. Pending is "booked but in the past" with no outcome recorded yet: taken literally it
 * would outrank No show, Completed and Cancelled on every past booking, and those could never
 * show. Initial (no flags) has no label: null.
 */
export function appointmentLabel(a: AppointmentFacts, now: Date): string | null {
  const state = a.appointmentState;
  if (has(state, AppointmentState.Offered)) return APPOINTMENT_LABELS.offered;
  if (has(state, AppointmentState.Closed)) return APPOINTMENT_LABELS.closed;
  if (has(state, AppointmentState.Declined)) return APPOINTMENT_LABELS.declined;
  const isPast = a.utcDateAppointment.getTime() < now.getTime();
  if (has(state, AppointmentState.Booked) && isPast && (state & OUTCOMES) === 0) {
    return APPOINTMENT_LABELS.pending;
  }
  if (has(state, AppointmentState.Missed)) return APPOINTMENT_LABELS.noShow;
  if (has(state, AppointmentState.Completed)) return APPOINTMENT_LABELS.completed;
  if (has(state, AppointmentState.Cancelled)) return APPOINTMENT_LABELS.cancelled;
  if (has(state, AppointmentState.Booked)) return APPOINTMENT_LABELS.booked;
  return null;
}

/**
 * The booked service appointment: the open appointment of type Service. With several, the
 * earliest, since it is the one the owner has to turn up to next.
 */
export function bookedServiceAppointment<T extends AppointmentFacts>(
  appointments: readonly T[],
): T | null {
  const open = appointments.filter(
    (a) => a.appointmentType === AppointmentType.Service && isAppointmentOpen(a.appointmentState),
  );
  open.sort((a, b) => a.utcDateAppointment.getTime() - b.utcDateAppointment.getTime());
  return open[0] ?? null;
}
