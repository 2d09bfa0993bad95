import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/**
 * The care plan's pages: a care-plan item (a condition monitor) with its reminders, and the
 * pages the garage already links to whose flows come with the care plan.
 */
export const carePlanRoutes: readonly PageRoute[] = [
  {
    path: paths.carePlanItem,
    meta: { name: 'CarePlanItem', title: 'Care Plan' },
    page: async () => (await import('./item/care-plan-item-page.tsx')).CarePlanItemPage,
    frame: 'shell',
  },
  ...(
    [
      ['Dealership', paths.dealership, 'Dealership', 'DealershipPage'],
      ['DealershipChange', paths.dealershipChange, 'Dealership', 'DealershipPage'],
      ['AcknowledgeProtect', paths.acknowledgeProtect, 'Care Plan', 'AcknowledgeProtectPage'],
      [
        'ConnectHealthMonitor',
        paths.connectHealthMonitor,
        'Health Monitor',
        'ConnectHealthMonitorPage',
      ],
    ] as const
  ).map(([name, path, title, page]): PageRoute => ({
    path,
    meta: { name, title },
    page: async () => (await import('./coming/care-plan-coming-pages.tsx'))[page],
    frame: 'shell',
  })),
];
