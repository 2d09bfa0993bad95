import { type RefObject, useEffect } from 'react';
import { isDrag } from './drag-threshold.ts';

/**
 * Lets a mouse drag a horizontal strip the way a finger scrolls it (touch scrolls natively).
 * A movement of 10 px or more is a drag: the strip follows the pointer, and the click that
 * ends it is swallowed, so letting go over a category does not open it. Less is a click.
 */
export function useDragScroll(strip: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    let start: { x: number; y: number; scrollLeft: number; pointerId: number } | null = null;
    let dragging = false;

    const down = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      start = {
        x: event.clientX,
        y: event.clientY,
        scrollLeft: element.scrollLeft,
        pointerId: event.pointerId,
      };
      dragging = false;
    };
    const move = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.pointerId) return;
      const dx = event.clientX - start.x;
      if (!dragging && isDrag(dx, event.clientY - start.y)) {
        dragging = true;
        // Keeps the drag going when the pointer leaves the strip; a pointer the browser no
        // longer tracks cannot be captured, and the drag works without it.
        try {
          element.setPointerCapture(event.pointerId);
        } catch {
          /* not captured: moves outside the strip are simply not followed */
        }
        element.dataset.dragging = 'true';
      }
      if (dragging) element.scrollLeft = start.scrollLeft - dx;
    };
    const up = () => {
      start = null;
      delete element.dataset.dragging;
      // The click that ends a drag comes right after pointerup; one that never comes (let go
      // outside the strip) must not swallow the next real click.
      if (dragging) setTimeout(() => (dragging = false), 0);
    };
    // Capture phase: the click is stopped before any category button hears it.
    const click = (event: MouseEvent) => {
      if (!dragging) return;
      dragging = false;
      event.preventDefault();
      event.stopPropagation();
    };
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', up);
    element.addEventListener('click', click, true);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', up);
      element.removeEventListener('click', click, true);
    };
  }, [strip]);
}
