import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type DataRouter,
  matchRoutes,
  redirect,
  type RouteObject,
} from 'react-router';
import { registerLogoutNavigation } from '@/shared/logout/logout.ts';
import { movingOn } from '@/shared/toast/toast-store.ts';
import { paths } from '@/shared/routes.ts';
import type { PageRoute } from '@/shared/routing/page-route.ts';
import { AppFrame } from './app-frame.tsx';
import { guardLoader } from './guards.ts';
import { RouteError } from './route-error.tsx';
import { pageRoutes } from './routes.ts';

// Assigned once created; the guards read it lazily (the first load runs before that).
let router: DataRouter | undefined;

function currentLocation() {
  return router?.state.initialized ? router.state.location : null;
}

function toRoute({ path, meta, page, prefetch }: PageRoute, queryClient: QueryClient): RouteObject {
  const guard = guardLoader(meta, { currentLocation, queryClient });
  return {
    path,
    handle: meta,
    loader: async (args) => {
      const passed = await guard(args);
      // Not awaited: the data comes while the page's code loads; the page reads the cache.
      void prefetch?.(queryClient).catch(() => undefined);
      return passed;
    },
    lazy: async () => ({ Component: await page() }),
  };
}

/**
 * Asks for the code of the page at `pathname` (and of the shell, if the page sits in it), as
 * the router will once built: main.tsx does it in a task before the router's, as adding the
 * links that fetch a page's chunks takes a few ms a link on a slow phone. A path the guards
 * send elsewhere has only downloaded code early.
 */
export function loadPageCode(pathname: string): void {
  const matched = matchRoutes(
    pageRoutes.map(({ path }) => ({ path })),
    pathname,
  )?.at(-1)?.route.path;
  const route = pageRoutes.find(({ path }) => path === matched);
  if (!route) return;
  void route.page().catch(() => undefined);
  if (route.frame === 'shell') void import('./layout/shell-layout.tsx').catch(() => undefined);
}

export function createAppRouter(queryClient: QueryClient): DataRouter {
  const byFrame = (frame: PageRoute['frame']) =>
    pageRoutes.filter((route) => route.frame === frame).map((route) => toRoute(route, queryClient));

  router = createBrowserRouter([
    {
      Component: AppFrame,
      ErrorBoundary: RouteError,
      HydrateFallback: () => null,
      children: [
        // Spec part 2 section 2: / goes to My Garage, keeping the query (a launch link).
        {
          path: paths.home,
          loader: ({ request }) => redirect(`${paths.myGarage}${new URL(request.url).search}`),
        },
        ...byFrame('bare'),
        {
          // The header-and-footer shell loads with the first signed-in page, never with /login.
          lazy: async () => ({
            Component: (await import('./layout/shell-layout.tsx')).ShellLayout,
          }),
          children: byFrame('shell'),
        },
      ],
    },
  ]);
  const created = router;
  registerLogoutNavigation((to) => void created.navigate(to, { replace: true }));
  // A move begins (before the next page's code and data load): toasts raised by the act that
  // began it go with it (toast-store.ts).
  created.subscribe((state) => movingOn((state.navigation.location ?? state.location).pathname));
  return router;
}
