import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport; once true, it stays true.
 * For content below the first screen that is costly to render: it waits until the reader
 * scrolls towards it, so the first screen is ready sooner. Without IntersectionObserver (an
 * old browser, a test DOM) everything counts as near.
 */
export function useNearViewport(target: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px ${margin} ${margin} ${margin}` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin, near]);
  return near;
}
