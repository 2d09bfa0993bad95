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
 * where the owner left it.
 */
export function useScrollMemory(scroller: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const place = `${location.pathname}${location.search}`;

  // The place the page area shows now, switched as the new page commits: a scroll event
  // that arrives after that (the new page being shorter) never overwrites the old place's.
  const shown = useRef(place);
  // Where the page area was last seen scrolled to, so a page that opens at the top of an area
  // already at the top is left alone: asking the browser (scrollTo, scrollTop) forces a
  // layout in the middle of the new page's first render, about 70 ms on a slow phone. Only
  // the top is trusted: a scroll event arrives a frame late, and a shrinking page lowers the
  // position without one, but neither can leave the area below a recorded 0.
  const scrolledTo = useRef(0);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const remember = () => {
      scrolledTo.current = element.scrollTop;
      positions.set(shown.current, scrolledTo.current);
    };
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, [scroller]);

  const isReturn = navigationType === 'POP' || isBackNavigation(location.state);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    shown.current = place;
    const target = isReturn ? (positions.get(place) ?? 0) : 0;
    if (target === 0 && scrolledTo.current === 0) return;
    element.scrollTo(0, target);
    scrolledTo.current = element.scrollTop;
    if (scrolledTo.current === target) return;

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
