import { type ReactNode, useLayoutEffect, useState } from 'react';

// A page drawn in one go is one long task: My Garage's 450 elements take 90 ms of script and
// layout on a laptop and four times that on a slow phone, when no tap is answered. Sections
// wrapped in <DrawInTurn> are drawn one per frame instead, in the order they mount, so the
// first screen shows at once and the rest follows within a few frames (decision 0043).

/** Off until the app turns it on: a component test's render draws everything at once. */
let enabled = false;
/** The sections waiting, each with the function that draws it. */
const waiting: Array<() => void> = [];
/** The turn waiting for its frame, if one is: of its two triggers, only the first draws. */
let pendingTurn: (() => void) | null = null;

/** From main.tsx, in the browser: sections mounted from now on are drawn in turn. */
export function drawSectionsInTurn(): void {
  enabled = true;
}

/** How long a turn waits for a frame before it draws without one. */
const FRAME_WAIT_MS = 100;

function drawNext(): void {
  // Nobody sees a hidden tab: draw the rest at once.
  const all = document.visibilityState === 'hidden';
  for (let draw = waiting.shift(); draw; draw = all ? waiting.shift() : undefined) draw();
  schedule();
}

/**
 * After the next frame has been painted, not merely the next task: sections drawn in several
 * tasks of one frame would still be laid out together in that frame, one long task again.
 */
function schedule(): void {
  if (pendingTurn || waiting.length === 0) return;
  const take = () => {
    if (pendingTurn !== take) return;
    pendingTurn = null;
    drawNext();
  };
  pendingTurn = take;
  requestAnimationFrame(() => setTimeout(take, 0));
  // A page the browser is not drawing (a hidden or covered tab) gets no frames, and a page
  // waiting for one would never be finished: it draws without one instead.
  setTimeout(take, FRAME_WAIT_MS);
}

/**
 * Draws its children after the sections that mounted before it, one per frame; until then it
 * draws nothing. For content below the first screen: anything a reader sees first, or that a
 * link's #fragment may point at on arrival, is better drawn at once.
 */
export function DrawInTurn({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(!enabled);
  useLayoutEffect(() => {
    if (drawn) return;
    const draw = () => setDrawn(true);
    waiting.push(draw);
    schedule();
    return () => {
      const at = waiting.indexOf(draw);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [drawn]);
  return drawn ? children : null;
}
