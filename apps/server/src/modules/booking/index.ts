// The booking wizard's public face: the wiring creates its service and registers its routes.
export { createBookingService } from './booking-service.ts';
export { registerBookingRoutes } from './routes.ts';
