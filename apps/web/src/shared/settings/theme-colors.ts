import type { Theme } from '@ignite/domain/enums';
import { THEME_COLORS } from '@ignite/domain/theme-colors';

/** The colour of the browser's bar (`<meta name="theme-color">`) for a theme and mode. */
export function themeColor(theme: Theme, isDarkMode: boolean): string {
  return THEME_COLORS[theme][isDarkMode ? 'dark' : 'light'].background;
}

/** The theme's web app manifest (written by the build, apps/web/pwa/app-manifests.ts). */
export function manifestHref(theme: Theme): string {
  return `/manifests/${theme}.webmanifest`;
}

/** The theme's icon at `size` px (`maskable`: full bleed, for launchers that crop it). */
export function iconHref(theme: Theme, size: number, maskable = false): string {
  return `/icons/${theme}${maskable ? '-maskable' : ''}-${size}.png`;
}

/** iOS ignores the manifest's icons and reads this one for Add to Home Screen. */
export const APPLE_TOUCH_ICON_SIZE = 180;
