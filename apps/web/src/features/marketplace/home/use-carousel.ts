import { type RefObject, useEffect, useState } from 'react';

/** How long each slide shows before the next (spec part 3 section 9: it cycles continuously). */
export const SLIDE_INTERVAL_MS = 5000;

/** Scrolls the track to slide `next`, wrapping past either end. */
function scrollToSlide(element: HTMLElement | null, next: number, count: number): void {
  if (!element || count === 0) return;
  const target = ((next % count) + count) % count;
  element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
}

/**
 * The slide in view of a scroll-snapping track, going on by itself and looping from the last
 * back to the first. It holds still while the owner is touching, hovering or focused on it,
 * while the tab is hidden, and for anyone who asked for reduced motion.
 */
export function useCarousel(track: RefObject<HTMLElement | null>, count: number) {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);

  const goTo = (next: number) => scrollToSlide(track.current, next, count);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const follow = () => {
      const width = element.clientWidth;
      if (width > 0) setIndex(Math.round(element.scrollLeft / width));
    };
    const hold = () => setHeld(true);
    const release = () => setHeld(false);
    element.addEventListener('scroll', follow, { passive: true });
    element.addEventListener('pointerenter', hold);
    element.addEventListener('pointerleave', release);
    element.addEventListener('touchstart', hold, { passive: true });
    element.addEventListener('touchend', release, { passive: true });
    element.addEventListener('focusin', hold);
    element.addEventListener('focusout', release);
    return () => {
      element.removeEventListener('scroll', follow);
      element.removeEventListener('pointerenter', hold);
      element.removeEventListener('pointerleave', release);
      element.removeEventListener('touchstart', hold);
      element.removeEventListener('touchend', release);
      element.removeEventListener('focusin', hold);
      element.removeEventListener('focusout', release);
    };
  }, [track]);

  useEffect(() => {
    if (held || count < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') scrollToSlide(track.current, index + 1, count);
    }, SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [held, count, index, track]);

  return { index: Math.min(index, Math.max(count - 1, 0)), goTo };
}
