// The booking wizard's endpoints: the spec's wizard makes no calls; for a signed-in owner it
// books for real, at the car's dealership, and the owner can see, cancel and move the booking.
import {
  bookingParamsSchema,
  cancelResultSchema,
  ownerBookingsQuerySchema,
  ownerBookingsResultSchema,
  rescheduleBookingSchema,
  rescheduleResultSchema,
} from '../booking/booking-changes.ts';
import {
  bookingResultSchema,
  bookingSlotsQuerySchema,
  bookingSlotsResultSchema,
  createBookingSchema,
} from '../booking/booking-request.ts';
import { defineEndpoint } from './endpoint.ts';

const area = 'booking';

export const bookingSlots = defineEndpoint({
  name: 'bookingSlots',
  method: 'GET',
  path: '/api/booking/slots',
  area,
  summary: 'The days and drop-off times the car’s dealership offers, on its own clock',
  auth: 'bearer',
  query: bookingSlotsQuerySchema,
  response: bookingSlotsResultSchema,
  failures: [400, 401, 404, 409],
});

export const createBooking = defineEndpoint({
  name: 'createBooking',
  method: 'POST',
  path: '/api/booking',
  area,
  summary: 'Books the car in at its dealership: a Booked appointment, and the dealership told',
  auth: 'bearer',
  body: createBookingSchema,
  response: bookingResultSchema,
  failures: [400, 401, 404, 409, 429],
});

export const ownerBookings = defineEndpoint({
  name: 'ownerBookings',
  method: 'GET',
  path: '/api/booking/list',
  area,
  summary:
    'The car’s open bookings: the time on the dealership’s clock, the note, and whether it can change',
  auth: 'bearer',
  query: ownerBookingsQuerySchema,
  response: ownerBookingsResultSchema,
  failures: [400, 401, 404],
});

export const cancelBooking = defineEndpoint({
  name: 'cancelBooking',
  method: 'POST',
  path: '/api/booking/:appointmentId/cancel',
  area,
  summary: 'Cancels the owner’s booking, frees its time, and tells the dealership',
  auth: 'bearer',
  params: bookingParamsSchema,
  response: cancelResultSchema,
  failures: [400, 401, 404, 409],
});

export const rescheduleBooking = defineEndpoint({
  name: 'rescheduleBooking',
  method: 'POST',
  path: '/api/booking/:appointmentId/reschedule',
  area,
  summary: 'Moves the owner’s booking to another time the dealership offers, and tells it',
  auth: 'bearer',
  params: bookingParamsSchema,
  body: rescheduleBookingSchema,
  response: rescheduleResultSchema,
  failures: [400, 401, 404, 409, 429],
});
