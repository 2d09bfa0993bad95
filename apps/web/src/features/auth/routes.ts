import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** Signing in. */
export const authRoutes: readonly PageRoute[] = [
  {
    path: paths.login,
    meta: { name: 'Login', title: 'Sign in', allowAnonymous: true },
    page: async () => (await import('./login-page.tsx')).LoginPage,
    frame: 'bare',
  },
];
