import { useLayoutEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router';
import { paths, DEFAULT_TITLE } from '@/shared/routes.ts';
import { ScreenState, useScreenState } from '@/shared/screen-state/screen-state.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useBrandName } from '@/shared/settings/use-brand-name.ts';
import { PageTitleContext } from '@/shared/routing/page-title.tsx';
import { DrawInTurn } from '@/shared/ui/draw-in-turn.tsx';
import { isRouteMeta, pageClassName } from '../route-meta.ts';
import { FooterNav } from './footer-nav.tsx';
import { ShellHeader } from './shell-header.tsx';
import { SubNavigation } from './sub-navigation.tsx';
import { useScrollMemory } from './use-scroll-memory.ts';
import { useReadyOnMount, useShellLifecycle } from './use-shell-lifecycle.ts';

/** The deepest matched route's metadata: the page being shown. */
function useRouteMeta() {
  const matches = useMatches();
  return matches
    .map((match) => match.handle)
    .filter(isRouteMeta)
    .at(-1);
}

/**
 * The signed-in frame: header, sub-navigation and footer around the page. The chrome shows
 * once the screen is Ready (spec part 1 section 4) and fades with the state's transitions.
 */
export function ShellLayout() {
  const session = useSession();
  const meta = useRouteMeta();
  useReadyOnMount();
  const { state } = useScreenState();
  // A page may name itself more precisely than its route (PageTitle).
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  const title = pageTitle ?? meta?.title ?? DEFAULT_TITLE;
  useShellLifecycle();
  const pageArea = useRef<HTMLElement>(null);
  useScrollMemory(pageArea);

  // In the same commit as the header's heading: a tab title that lags the page by a frame
  // (useEffect runs after paint) names the previous page meanwhile.
  const brandName = useBrandName();
  useLayoutEffect(() => {
    // The wallet is titled with the brand itself: once is enough.
    document.title = title && title !== brandName ? `${title} | ${brandName}` : brandName;
  }, [title, brandName]);

  // Signed out elsewhere (another tab, a failed refresh): nothing signed-in may stay up.
  if (!session) return <Navigate to={paths.login} replace />;
  const hidden = state !== ScreenState.Ready;

  return (
    <div
      data-shell
      data-screen-state={state}
      className="flex h-dvh flex-col sm:h-full md:grid md:grid-cols-[7rem_1fr] md:grid-rows-[auto_auto_1fr]"
    >
      <ShellHeader title={title} user={session.user} hidden={hidden} />
      <SubNavigation hidden={hidden} />
      <main
        ref={pageArea}
        // Focusable, so a keyboard can scroll a page with nothing else to focus.
        tabIndex={0}
        className={`flex-1 overflow-y-auto px-4 pt-5 pb-8 md:col-start-2 md:px-8 ${meta ? pageClassName(meta.name) : ''}`}
      >
        <PageTitleContext.Provider value={setPageTitle}>
          {/* The frame first, the page a frame later: one long task less as the app opens. */}
          <DrawInTurn>
            <Outlet />
          </DrawInTurn>
        </PageTitleContext.Provider>
      </main>
      <FooterNav hidden={hidden} />
    </div>
  );
}
