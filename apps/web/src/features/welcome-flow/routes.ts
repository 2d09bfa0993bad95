import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** The welcome flow of a new vehicle. */
export const welcomeFlowRoutes: readonly PageRoute[] = [
  {
    path: paths.welcomeFlow,
    meta: { name: 'WelcomeFlow', title: 'Welcome', allowAnonymous: true },
    page: async () => (await import('./welcome-flow-page.tsx')).WelcomeFlowPage,
    frame: 'bare',
  },
  {
    path: paths.welcomeLink,
    meta: { name: 'WelcomeLink', title: 'Welcome', allowAnonymous: true },
    page: async () => (await import('./welcome-link-page.tsx')).WelcomeLinkPage,
    frame: 'bare',
  },
];
