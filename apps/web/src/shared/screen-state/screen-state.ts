import { useSyncExternalStore } from 'react';

/** Spec part 1 section 4, Screen state. */
export const ScreenState = {
  InitialState: 'InitialState',
  InTransition: 'InTransition',
  Ready: 'Ready',
  NotReady: 'NotReady',
} as const;
export type ScreenState = (typeof ScreenState)[keyof typeof ScreenState];

/** Spec part 1 section 9: a change waits 500 ms, then 300 ms, then a further 500 ms. */
export const SCREEN_TRANSITION_WAITS_MS = [500, 300, 500] as const;

type Snapshot = { state: ScreenState; settling: boolean };

const listeners = new Set<() => void>();
let snapshot: Snapshot = { state: ScreenState.InitialState, settling: false };
// Each change gets a number; a newer change makes the older one's remaining steps no-ops.
let generation = 0;

function set(next: Snapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Moves to `target` the way the spec times it: after 500 ms the screen is InTransition
 * (chrome fades out), after 300 ms more it takes the target state, and the last 500 ms let
 * the new state fade in (`settling`) before the change counts as done.
 */
export async function changeScreenState(target: ScreenState): Promise<void> {
  if (snapshot.state === target && !snapshot.settling) return;
  const mine = ++generation;
  const [before, during, after] = SCREEN_TRANSITION_WAITS_MS;
  await wait(before);
  if (mine !== generation) return;
  set({ state: ScreenState.InTransition, settling: true });
  await wait(during);
  if (mine !== generation) return;
  set({ state: target, settling: true });
  await wait(after);
  if (mine !== generation) return;
  set({ state: target, settling: false });
}

/** Immediate, for logout: the screen must not show a signed-in frame any longer. */
export function setScreenStateNow(state: ScreenState): void {
  generation++;
  set({ state, settling: false });
}

export function getScreenState(): Snapshot {
  return snapshot;
}

export function useScreenState(): Snapshot {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getScreenState);
}
