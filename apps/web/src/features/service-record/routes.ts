import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** The read-only service record a seller hands a buyer (decision 0040). */
export const serviceRecordRoutes: readonly PageRoute[] = [
  {
    // Anonymous: whoever holds the link reads the record; the token in the path is the key.
    path: paths.sharedServiceRecord,
    meta: { name: 'SharedServiceRecord', title: 'Service record', allowAnonymous: true },
    page: async () => (await import('./shared-service-record-page.tsx')).SharedServiceRecordPage,
    frame: 'bare',
  },
];
