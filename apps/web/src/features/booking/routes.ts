import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** The booking wizard: anonymous allowed, so it stands outside the shell. */
export const bookingRoutes: readonly PageRoute[] = [
  {
    path: paths.booking,
    meta: { name: 'Booking', title: 'Book Appointment', allowAnonymous: true },
    page: async () => (await import('./booking-page.tsx')).BookingPage,
    frame: 'bare',
  },
];
