import type { Position } from './position.ts';

/** Where asking the browser for its position has got to. */
export type DevicePosition =
  | { status: 'idle' | 'asking' | 'unavailable'; position: null }
  | { status: 'known'; position: Position };

/** How long the browser may take to answer before the other sources are used. */
const ASK_TIMEOUT_MS = 10_000;
/** A reading this recent is good enough: nearby offers do not need a fresh fix. */
const MAXIMUM_AGE_MS = 5 * 60_000;

let current: DevicePosition = { status: 'idle', position: null };
const listeners = new Set<() => void>();

function set(next: DevicePosition): void {
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeDevicePosition(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getDevicePosition(): DevicePosition {
  return current;
}

/**
 * Asks the browser once per page load (the browser itself prompts for permission the first
 * time and remembers the answer); a refusal, an error or a timeout leaves it unavailable,
 * and the next source is used.
 */
export function askDevicePosition(): void {
  if (current.status !== 'idle') return;
  if (!('geolocation' in navigator)) {
    set({ status: 'unavailable', position: null });
    return;
  }
  set({ status: 'asking', position: null });
  // The browser's own timeout starts only once the user has answered its prompt: a prompt left
  // open (or one a browser never shows) would keep the page waiting for good. The other sources
  // are used after the same wait; an answer that comes later still counts.
  setTimeout(() => {
    if (current.status === 'asking') set({ status: 'unavailable', position: null });
  }, ASK_TIMEOUT_MS);
  navigator.geolocation.getCurrentPosition(
    ({ coords }) =>
      set({
        status: 'known',
        position: { latitude: coords.latitude, longitude: coords.longitude },
      }),
    () => set({ status: 'unavailable', position: null }),
    { timeout: ASK_TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
  );
}

/** For tests: forget the answer, as a new page load would. */
export function resetDevicePosition(): void {
  set({ status: 'idle', position: null });
}
