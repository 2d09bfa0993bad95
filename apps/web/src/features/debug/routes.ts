import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/**
 * The debug section's colour palette; its sub-pages include the form gallery and the outbox,
 * which dealer-mode staff read in a frame of their own.
 */
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
      dealerModePath: paths.dealerModeOutbox,
    },
    page: async () => (await import('./outbox-page.tsx')).OutboxPage,
    frame: 'shell',
  },
  {
    // The same outbox for dealer-mode staff (the welcome texts they send), framed as dealer
    // mode: the shell's owner tabs lead staff only to pages closed to them.
    path: paths.dealerModeOutbox,
    meta: { name: 'DealerModeOutbox', title: 'Outbox', dealerModeOnly: true },
    page: async () => (await import('./dealer-outbox-page.tsx')).DealerOutboxPage,
    frame: 'bare',
  },
];
