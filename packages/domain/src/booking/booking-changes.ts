// An owner's own bookings after they are made: listed with the time on the dealership's clock
// and the owner's note, cancelled (which frees the time) or moved to another time the
// dealership offers. A booking can change only while it is open and far enough ahead for the
// workshop to hear of it: the same notice a new booking needs.
import { z } from 'zod/mini';
import { isAppointmentOpen } from '../garage/appointments.ts';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';
import { idField } from '../validation/id.ts';
import { BOOKING_MESSAGES, bookingResultSchema } from './booking-request.ts';
import { MIN_LEAD_MINUTES, SLOT_MINUTES } from './booking-slots.ts';

export const BOOKING_CHANGE_MESSAGES = {
  notFound: 'That booking was not found',
  notChangeable:
    'This booking can no longer be changed in the app. Please call the dealership to change it',
  sameTime: 'The booking is already at that time. Please choose another',
} as const;

/** Whether the owner may still cancel or move a booking themselves. */
export function isBookingChangeable(
  booking: { appointmentState: number; utcDateAppointment: Date; hasDealership: boolean },
  now: Date,
): boolean {
  const earliest = now.getTime() + MIN_LEAD_MINUTES * 60_000;
  return (
    booking.hasDealership &&
    isAppointmentOpen(booking.appointmentState) &&
    booking.utcDateAppointment.getTime() >= earliest
  );
}

export const bookingParamsSchema = z.strictObject({
  appointmentId: idField('appointmentId must be a UUID'),
});

export const ownerBookingsQuerySchema = z.strictObject({
  vehicleId: idField('vehicleId must be a UUID'),
});

export const ownerBookingSchema = z.object({
  appointmentId: z.string(),
  title: z.string(),
  /** AppointmentType: with the title, which item the booking is for. */
  appointmentType: z.int(),
  /** AppointmentState bit flags. */
  appointmentState: z.int(),
  /** What the owner told the workshop, when the booking was for something else. */
  note: z.nullable(z.string()),
  utcDateAppointment: z.string(),
  dealershipName: z.nullable(z.string()),
  /** The dealership's zone: the time is shown on its clock, as it was chosen. */
  timeZone: z.string(),
  pickupAndDelivery: z.boolean(),
  isChangeable: z.boolean(),
});
export type OwnerBooking = z.infer<typeof ownerBookingSchema>;

export const ownerBookingsResultSchema = resultSchema(z.array(ownerBookingSchema));

const onTheHalfHour = (iso: string) => new Date(iso).getTime() % (SLOT_MINUTES * 60_000) === 0;

export const rescheduleBookingSchema = requestBody(
  {
    utcDateAppointment: z.iso
      .datetime({ offset: true, error: BOOKING_MESSAGES.timeRequired })
      .check(z.refine(onTheHalfHour, BOOKING_MESSAGES.outsideHours)),
  },
  'A JSON body with utcDateAppointment is required',
);
export type RescheduleBooking = z.output<typeof rescheduleBookingSchema>;

export const rescheduleResultSchema = bookingResultSchema;
export const cancelResultSchema = resultSchema(
  z.object({ appointmentId: z.string(), cancelled: z.literal(true) }),
);
