import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** The debug section's colour palette; its sub-pages include the form gallery and the outbox. */
export const debugRoutes: readonly PageRoute[] = [
  {
    path: paths.debug,
    meta: {
      name: 'Debug',
      title: 'Colour Palette',
      icon: { set: 'special', name: 'palette' },
      subPages: [paths.debug, paths.debugForms, paths.debugOutbox],
    },
    page: async () => (await import('./palette-page.tsx')).PalettePage,
    frame: 'shell',
  },

  {
    path: paths.debugOutbox,
    meta: {
      name: 'DebugOutbox',
      title: 'Outbox',
      icon: { set: 'special', name: 'debug' },
      openDuringWelcomeFlow: true,
    },
    page: async () => (await import('./outbox-page.tsx')).OutboxPage,
    frame: 'shell',
  },
];
