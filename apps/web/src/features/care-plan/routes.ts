import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** The care plan's pages: for now a care-plan item (a condition monitor) with its reminders. */
export const carePlanRoutes: readonly PageRoute[] = [
  {
    path: paths.carePlanItem,
    meta: { name: 'CarePlanItem', title: 'Care Plan' },
    page: async () => (await import('./item/care-plan-item-page.tsx')).CarePlanItemPage,
    frame: 'shell',
  },
];
