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
/** Counts the asks: an earlier ask's late answer or timeout must not settle a newer one. */
let asks = 0;
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
  const ask = ++asks;
  const settle = (next: DevicePosition) => {
    if (ask === asks) set(next);
  };
  // The browser's own timeout starts only once the user has answered its prompt: a prompt left
  // open (or one a browser never shows) would keep the page waiting for good. The other sources
  // are used after the same wait; an answer that comes later still counts.
  setTimeout(() => {
    if (current.status === 'asking') settle({ status: 'unavailable', position: null });
  }, ASK_TIMEOUT_MS);
  navigator.geolocation.getCurrentPosition(
    ({ coords }) =>
      settle({
        status: 'known',
        position: { latitude: coords.latitude, longitude: coords.longitude },
      }),
    () => settle({ status: 'unavailable', position: null }),
    { timeout: ASK_TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
  );
}

/**
 * Asks again after a refusal, when the user says they have allowed it (the safety centre's
 * Try again): a browser that now allows it answers, one still refusing says so at once.
 */
export function askDevicePositionAgain(): void {
  if (current.status !== 'unavailable') return;
  set({ status: 'idle', position: null });
  askDevicePosition();
}

/** For tests: forget the answer, as a new page load would. */
export function resetDevicePosition(): void {
  set({ status: 'idle', position: null });
}
