import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** The vehicle's timeline (ours, beyond the spec: the footer's Timeline tab). */
export const timelineRoutes: readonly PageRoute[] = [
  {
    path: paths.timeline,
    meta: { name: 'Timeline', title: 'Timeline' },
    page: async () => (await import('./timeline-page.tsx')).TimelinePage,
    frame: 'shell',
  },
];
