import type { Theme } from '@ignite/domain/enums';

type Palette = {
  /** The page's background (index.css --color-bg): the browser's bar and the launch screen. */
  background: string;
  /** The brand colour (index.css --color-accent): the flame in the app's icon. */
  accent: string;
};

/**
 * What the browser shows of a theme outside the page: the status bar colour, the installed
 * app's launch screen and its icon. The values repeat index.css's, which a test holds them to.
 * `home` is the mode the theme's icon and web app manifest are drawn in (theme-isuzu is the
 * brand's red on white; the others are dark).
 */
export const THEME_COLORS: Record<
  Theme,
  { home: 'dark' | 'light'; dark: Palette; light: Palette }
> = {
  'theme-1': {
    home: 'dark',
    dark: { background: '#0a0f1e', accent: '#ff7a3d' },
    light: { background: '#f4f6fb', accent: '#b93d0a' },
  },
  'theme-default': {
    home: 'dark',
    dark: { background: '#0f1115', accent: '#60a5fa' },
    light: { background: '#f5f6f8', accent: '#1d4ed8' },
  },
  'theme-isuzu': {
    home: 'light',
    dark: { background: '#121212', accent: '#ff6b6b' },
    light: { background: '#f6f6f7', accent: '#c8102e' },
  },
};

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
