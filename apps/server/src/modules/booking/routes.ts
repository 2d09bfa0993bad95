// The booking wizard's routes (issue 15).
import type { FastifyInstance } from 'fastify';
import { bookingSlots, createBooking } from '@ignite/domain/contract/booking';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { BookingService } from './booking-service.ts';

export function registerBookingRoutes(app: FastifyInstance, service: BookingService) {
  registerEndpoint(app, bookingSlots, async ({ query, user }) => service.slots(user.userId, query));
  registerEndpoint(app, createBooking, async ({ body, user }) => service.create(user.userId, body));
}
