import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/**
 * The health monitor's pages (spec part 2 sections 2 and 4, part 3 section 4): its status with
 * battery health and scan history, connecting (pairing) it, a scan's trouble codes, and (ours)
 * the trips it reported.
 */
export const healthMonitorRoutes: readonly PageRoute[] = [
  {
    path: paths.healthMonitor,
    meta: { name: 'HealthMonitor', title: 'Health Monitor' },
    page: async () => (await import('./status/health-monitor-page.tsx')).HealthMonitorPage,
    frame: 'shell',
  },
  {
    path: paths.connectHealthMonitor,
    meta: { name: 'ConnectHealthMonitor', title: 'Health Monitor' },
    page: async () =>
      (await import('./connect/connect-health-monitor-page.tsx')).ConnectHealthMonitorPage,
    frame: 'shell',
  },
  {
    path: paths.scanErrorDetails,
    meta: { name: 'ScanErrorDetails', title: 'Trouble Codes' },
    page: async () => (await import('./codes/error-details-page.tsx')).ErrorDetailsPage,
    frame: 'shell',
  },
  {
    path: paths.trips,
    meta: { name: 'Trips', title: 'Trips' },
    page: async () => (await import('./trips/trips-page.tsx')).TripsPage,
    frame: 'shell',
  },
];
