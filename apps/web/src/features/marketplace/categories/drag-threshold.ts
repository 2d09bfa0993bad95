/** Spec part 3 section 9: a pointer that moves less than this between down and up clicked. */
export const DRAG_THRESHOLD_PX = 10;

/** Whether a pointer that moved by (dx, dy) since it went down is dragging, not clicking. */
export function isDrag(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) >= DRAG_THRESHOLD_PX;
}
