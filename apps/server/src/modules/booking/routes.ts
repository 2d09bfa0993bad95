// The booking wizard's routes, and the owner's bookings after they are made.
import type { FastifyInstance } from 'fastify';
import {
  bookingSlots,
  cancelBooking,
  createBooking,
  ownerBookings,
  rescheduleBooking,
} from '@ignite/domain/contract/booking';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { BookingService } from './booking-service.ts';

export function registerBookingRoutes(app: FastifyInstance, service: BookingService) {
  registerEndpoint(app, bookingSlots, async ({ query, user }) => service.slots(user.userId, query));
  registerEndpoint(app, createBooking, async ({ body, user }) => service.create(user.userId, body));
  registerEndpoint(app, ownerBookings, async ({ query, user }) => service.list(user.userId, query));
  registerEndpoint(app, cancelBooking, async ({ params, user }) =>
    service.cancel(user.userId, params.appointmentId),
  );
  registerEndpoint(app, rescheduleBooking, async ({ params, body, user }) =>
    service.reschedule(user.userId, params.appointmentId, body),
  );
}
