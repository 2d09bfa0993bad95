// Each theme's colours as they show outside the page (the browser's bar, the installed app's
// icon and launch screen) and in the emails the dealership sends. The values repeat the web's
// index.css, which a test holds them to.
import { DEFAULT_THEME, THEMES, type Theme } from './enums.ts';

export type Palette = {
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

/**
 * The brand colour an email is drawn in: the theme's light-mode accent, since mail is read on
 * white. A theme this build does not know falls back to the default theme's.
 */
export function emailAccent(theme: string): string {
  const known = (THEMES as readonly string[]).includes(theme) ? (theme as Theme) : DEFAULT_THEME;
  return THEME_COLORS[known].light.accent;
}
