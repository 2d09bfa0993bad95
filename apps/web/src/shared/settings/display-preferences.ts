import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { type AppConfiguration, appConfigurationSchema } from '@ignite/domain/app-configuration';
import { AppMode, DEFAULT_THEME, type Theme } from '@ignite/domain/enums';
import { useSession } from '@/shared/session/session-store.ts';
import { readStored, storageKeys as keys, writeStored } from '@/shared/session/storage.ts';

/**
 * Theme, dark/light and Easy/Expert mode. The app configuration (fetched after sign-in) is
 * cached so the next start paints in the right brand before any request; the user's own
 * dark/light choice wins over the configuration's default and survives reloads.
 */
export type DisplayPreferences = {
  theme: Theme;
  isDarkMode: boolean;
  /** null until the user chooses; useIsExpertMode falls back to the user's appMode. */
  isExpertMode: boolean | null;
  appConfiguration: AppConfiguration | null;
  /** Whether the configuration came from the server in this page's life (not the cache). */
  loadedFromServer: boolean;
};

const listeners = new Set<() => void>();
let loadedFromServer = false;
let snapshot: DisplayPreferences = read();

function read(): DisplayPreferences {
  const appConfiguration = readStored(keys.appConfiguration, appConfigurationSchema);
  const chosenDark = readStored(keys.darkMode, z.boolean());
  return {
    theme: appConfiguration?.theme ?? DEFAULT_THEME,
    isDarkMode: chosenDark ?? appConfiguration?.isDarkMode ?? true,
    isExpertMode: readStored(keys.expertMode, z.boolean()),
    appConfiguration,
    loadedFromServer,
  };
}

function changed(): void {
  snapshot = read();
  applyTheme();
  for (const listener of listeners) listener();
}

/** Puts the theme and mode classes on <html>, where the CSS variables are defined. */
export function applyTheme(): void {
  const root = document.documentElement;
  root.classList.remove('theme-1', 'theme-default', 'theme-isuzu', 'dark', 'light');
  root.classList.add(snapshot.theme, snapshot.isDarkMode ? 'dark' : 'light');
  document
    .querySelector('meta[name="color-scheme"]')
    ?.setAttribute('content', snapshot.isDarkMode ? 'dark' : 'light');
}

export function getDisplayPreferences(): DisplayPreferences {
  return snapshot;
}

export function useDisplayPreferences(): DisplayPreferences {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getDisplayPreferences);
}

/** Expert mode: the user's own choice in the avatar menu, else the mode their account has. */
export function useIsExpertMode(): boolean {
  const { isExpertMode } = useDisplayPreferences();
  const appMode = useSession()?.user.appMode;
  return isExpertMode ?? appMode === AppMode.Expert;
}

export function saveAppConfiguration(configuration: AppConfiguration): void {
  loadedFromServer = true;
  writeStored(keys.appConfiguration, configuration);
  changed();
}

export function setDarkMode(isDarkMode: boolean): void {
  writeStored(keys.darkMode, isDarkMode);
  changed();
}

export function setExpertMode(isExpertMode: boolean): void {
  writeStored(keys.expertMode, isExpertMode);
  changed();
}
