import type { z } from 'zod/mini';

/** Spec part 1 section 3, Local-storage keys. Named once so no caller misspells one. */
export const storageKeys = {
  tokens: 'tokens',
  browserId: 'browserId',
  user: 'user',
  otherUsers: 'otherUsers',
  rememberMe: 'rememberMe',
  activeVehicle: 'activeVehicle',
  expertMode: 'expertMode',
  returnTo: 'returnTo',
  history: 'history',
  userSettings: 'userSettings',
  // Ours, not the spec's: the cached app configuration and the user's dark/light choice.
  appConfiguration: 'appConfiguration',
  darkMode: 'darkMode',
  // Ours: the gpsLat/gpsLong of the launch that started the session.
  launchPosition: 'launchPosition',
  // Spec part 3 section 2: the cashback profile's link-card banner, once dismissed.
  dismissLinkedCardPromo: 'dismissLinkedCardPromo',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/**
 * Values are stored as JSON and checked against a schema on the way out: local storage is
 * shared with every other script and tab on the origin, so a value that no longer fits
 * (an older app version, a hand edit) reads as absent instead of breaking the app.
 */
export function readStored<T>(key: StorageKey, schema: z.ZodMiniType<T>): T | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null; // storage disabled (privacy mode): behave as a first visit
  }
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A stored string (the browser id), checked without a schema: the launch sign-in reads it
 * before any schema's code has loaded (decision 0048).
 */
export function readStoredString(key: StorageKey): string | null {
  const raw = readStoredText(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The stored JSON as written, unchecked: only to tell whether a value would change it. */
export function readStoredText(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}

export function removeStored(...keys: StorageKey[]): void {
  for (const key of keys) localStorage.removeItem(key);
}
