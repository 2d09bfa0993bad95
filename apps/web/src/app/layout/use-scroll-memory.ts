import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isBackNavigation } from '@/shared/history/back-navigation.ts';

/** Where the owner left each page (path and query), for as long as the tab lives. */
const positions = new Map<string, number>();

/** How long a return keeps trying to reach its position while the page is still drawing. */
const RESTORE_FOR_MS = 1500;

/**
 * The shell's page area scrolls, not the window, so the router's ScrollRestoration cannot
 * help: a new page opens at the top, and a return (Back in the app or the browser) opens
 * where the owner left it (issue 9, point 4).
 */
export function useScrollMemory(scroller: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const place = `${location.pathname}${location.search}`;

  // The place the page area shows now, switched as the new page commits: a scroll event
  // that arrives after that (the new page being shorter) never overwrites the old place's.
  const shown = useRef(place);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const remember = () => positions.set(shown.current, element.scrollTop);
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [scroller]);

  const isReturn = navigationType === 'POP' || isBackNavigation(location.state);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    shown.current = place;
    const target = isReturn ? (positions.get(place) ?? 0) : 0;
    element.scrollTo(0, target);
    if (element.scrollTop === target) return;

    // The page is still drawing (its code or data on the way): try each frame until it is
    // tall enough, the owner scrolls themselves, or time runs out.
    const until = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    const stop = () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('wheel', stop);
      element.removeEventListener('touchstart', stop);
    };
    const tryAgain = () => {
      element.scrollTo(0, target);
      if (element.scrollTop === target || performance.now() > until) stop();
      else frame = requestAnimationFrame(tryAgain);
    };
    element.addEventListener('wheel', stop, { passive: true });
    element.addEventListener('touchstart', stop, { passive: true });
    frame = requestAnimationFrame(tryAgain);
    return stop;
    // Once per navigation: location.key changes with every one, even to the same place.
  }, [scroller, location.key, place, isReturn]);
}
