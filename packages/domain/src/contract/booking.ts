// The booking wizard's endpoints (issue 15): the spec's wizard makes no calls; for a
// signed-in owner it books for real, at the car's dealership.
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
