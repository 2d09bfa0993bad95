import type { PageRoute, RouteMeta } from '@/shared/routing/page-route.ts';
import { authRoutes } from '@/features/auth/routes.ts';
import { garageRoutes } from '@/features/garage/routes.ts';
import { carePlanRoutes } from '@/features/care-plan/routes.ts';
import { healthMonitorRoutes } from '@/features/health-monitor/routes.ts';
import { timelineRoutes } from '@/features/timeline/routes.ts';
import { marketplaceRoutes } from '@/features/marketplace/routes.ts';
import { cashbackRoutes } from '@/features/cashback/routes.ts';
import { safetyRoutes } from '@/features/safety/routes.ts';
import { notificationRoutes } from '@/features/notifications/routes.ts';
import { serviceRecordRoutes } from '@/features/service-record/routes.ts';
import { bookingRoutes } from '@/features/booking/routes.ts';
import { debugRoutes } from '@/features/debug/routes.ts';
import { formGalleryRoutes } from '@/features/form-gallery/routes.ts';
import { dealerModeRoutes } from '@/features/dealer-mode/routes.ts';
import { welcomeFlowRoutes } from '@/features/welcome-flow/routes.ts';
import { errorRoutes } from '@/features/errors/routes.ts';

/**
 * Every page of the app. Each feature declares its own in its routes.ts (path, metadata, lazy
 * page, frame); the app only composes them. The router ranks paths by how specific they are,
 * so the order here is the reading order, not the matching order.
 */
export const pageRoutes: readonly PageRoute[] = [
  ...authRoutes,
  ...garageRoutes,
  ...carePlanRoutes,
  ...healthMonitorRoutes,
  ...timelineRoutes,
  ...marketplaceRoutes,
  ...cashbackRoutes,
  ...safetyRoutes,
  ...notificationRoutes,
  ...serviceRecordRoutes,
  ...bookingRoutes,
  ...debugRoutes,
  ...formGalleryRoutes,
  ...dealerModeRoutes,
  ...welcomeFlowRoutes,
  ...errorRoutes,
];

/** The metadata of the route at `path`, for sub-navigation labels. */
export function metaOf(path: string): RouteMeta | undefined {
  return pageRoutes.find((route) => route.path === path)?.meta;
}
