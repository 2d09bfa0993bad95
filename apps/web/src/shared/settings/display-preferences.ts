import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { type AppConfiguration, appConfigurationSchema } from '@ignite/domain/app-configuration';
import { AppMode, DEFAULT_THEME, type Theme } from '@ignite/domain/enums';
import { useSession } from '@/shared/session/session-store.ts';
import {
  APPLE_TOUCH_ICON_SIZE,
  iconHref,
  manifestHref,
  themeColor,
} from '@/shared/settings/theme-colors.ts';
import {
  readStored,
  readStoredText,
  storageKeys as keys,
  writeStored,
} from '@/shared/session/storage.ts';

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

const THEME_AND_MODE_CLASSES = ['theme-1', 'theme-default', 'theme-isuzu', 'dark', 'light'];

/** Sets an attribute of the first element `selector` finds, if it is not set so already. */
function setAttribute(selector: string, name: string, value: string): void {
  const element = document.querySelector(selector);
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * Puts the theme and mode classes on <html>, where the CSS variables are defined, and gives
 * the browser the theme's bar colour, web app manifest and home-screen icon (decision 0036).
 */
export function applyTheme(): void {
  const root = document.documentElement;
  const wanted: string[] = [snapshot.theme, snapshot.isDarkMode ? 'dark' : 'light'];
  // Only the classes that are wrong are touched: rewriting <html>'s classes makes the browser
  // restyle the whole page, tens of ms on a slow phone, for nothing.
  for (const name of THEME_AND_MODE_CLASSES) {
    const on = wanted.includes(name);
    if (root.classList.contains(name) !== on) root.classList.toggle(name, on);
  }
  const { theme, isDarkMode } = snapshot;
  setAttribute('meta[name="color-scheme"]', 'content', isDarkMode ? 'dark' : 'light');
  setAttribute('meta[name="theme-color"]', 'content', themeColor(theme, isDarkMode));
  setAttribute('link[rel="manifest"]', 'href', manifestHref(theme));
  setAttribute('link[rel="apple-touch-icon"]', 'href', iconHref(theme, APPLE_TOUCH_ICON_SIZE));
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
  // The shell fetches the configuration the sign-in has just stored: the same answer changes
  // nothing, so it neither re-renders every page that reads the preferences nor restyles.
  if (loadedFromServer && readStoredText(keys.appConfiguration) === JSON.stringify(configuration)) {
    return;
  }
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
