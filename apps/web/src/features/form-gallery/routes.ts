import { DEBUG_PERMISSIONS } from '@ignite/domain/permissions';
import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** Every form input and save state, under the debug section. */
export const formGalleryRoutes: readonly PageRoute[] = [
  {
    path: paths.debugForms,
    meta: {
      name: 'DebugForms',
      title: 'Form Gallery',
      icon: { set: 'special', name: 'forms' },
      permissions: DEBUG_PERMISSIONS,
    },
    page: async () => (await import('./form-gallery-page.tsx')).FormGalleryPage,
    frame: 'shell',
  },
];
