// The installable app's web app manifests and icons, one set per dealership theme, drawn at
// build time from the theme colours the app itself uses (decision 0036).
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import type { Theme } from '@ignite/domain/enums';
import { BRAND_NAME } from '../src/shared/brand.ts';
import { THEME_COLORS } from '@ignite/domain/theme-colors';
import {
  APPLE_TOUCH_ICON_SIZE,
  iconHref,
  manifestHref,
} from '../src/shared/settings/theme-colors.ts';

/** The flame of favicon.svg, on a 64 x 64 grid, centred near (32, 33). */
const FLAME =
  'M33 8c2 9-4 13-7 19-2 4-2 8 0 11-4-1-7-5-7-10-5 5-7 11-6 17 2 9 10 13 19 13s17-6 17-16c0-8-5-12-7-18-1 4-3 6-6 7 3-9 1-17-3-23z';
const FLAME_CORE = 'M32 36c1 5-3 7-3 11 0 3 2 6 5 6s5-3 5-6c0-5-4-7-7-11z';

type IconShape = 'rounded' | 'square' | 'maskable';

/** `accent` a share of the way to white: the flame's hot core in the theme's own hue. */
function tint(hex: string, towardWhite: number): string {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const mixed = channels.map((c) => Math.round(c + (255 - c) * towardWhite));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The app's icon in a theme's colours. 'rounded' is the card favicon.svg draws; 'square' fills
 * the square (iOS rounds the corners itself and would paint transparent ones black);
 * 'maskable' fills it too, with the flame inside the central circle a launcher may crop to.
 */
export function iconSvg(theme: Theme, shape: IconShape): string {
  const colours = THEME_COLORS[theme];
  const { background, accent } = colours[colours.home];
  const scale = shape === 'maskable' ? 0.72 : 1;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="${shape === 'rounded' ? 14 : 0}" fill="${background}"/>`,
    `<g transform="translate(32 33) scale(${scale}) translate(-32 -33)">`,
    `<path fill="${accent}" d="${FLAME}"/>`,
    `<path fill="${tint(accent, 0.65)}" d="${FLAME_CORE}"/>`,
    '</g></svg>',
  ].join('');
}

function png(svg: string, size: number): Uint8Array {
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: false },
  }).render();
  return image.asPng();
}

/** The theme's web app manifest (https://www.w3.org/TR/appmanifest/). */
export function webAppManifest(theme: Theme) {
  const colours = THEME_COLORS[theme];
  const { background } = colours[colours.home];
  return {
    // One id for every theme: a dealership's app is the same installed app whichever theme
    // the manifest that installed it had.
    id: '/',
    name: BRAND_NAME,
    short_name: BRAND_NAME,
    description: 'Your car, your dealership and your rewards in one place.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: background,
    background_color: background,
    icons: [
      { src: iconHref(theme, 192), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: iconHref(theme, 512), sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: iconHref(theme, 512, true),
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

/** Every file of the installable app, by its path under dist/ (no leading slash). */
export function appManifestFiles(): Map<string, string | Uint8Array> {
  const files = new Map<string, string | Uint8Array>();
  const at = (href: string) => href.replace(/^\//, '');
  // The theme list from the colours, not @ignite/domain: Vite's config loader runs the
  // workspace's TypeScript packages as plain Node modules, which it cannot.
  for (const theme of Object.keys(THEME_COLORS) as Theme[]) {
    files.set(at(manifestHref(theme)), `${JSON.stringify(webAppManifest(theme), null, 2)}\n`);
    files.set(at(iconHref(theme, 192)), png(iconSvg(theme, 'rounded'), 192));
    files.set(at(iconHref(theme, 512)), png(iconSvg(theme, 'rounded'), 512));
    files.set(at(iconHref(theme, 512, true)), png(iconSvg(theme, 'maskable'), 512));
    files.set(
      at(iconHref(theme, APPLE_TOUCH_ICON_SIZE)),
      png(iconSvg(theme, 'square'), APPLE_TOUCH_ICON_SIZE),
    );
  }
  return files;
}

const CONTENT_TYPES: Record<string, string> = {
  webmanifest: 'application/manifest+json',
  png: 'image/png',
};

/**
 * Writes the manifests and icons into the build (not hashed: index.html links the default
 * theme's and the app switches to the signed-in app's, by name) and serves them in `vite`.
 */
export function appManifests(): Plugin {
  let files: Map<string, string | Uint8Array> | undefined;
  const all = () => (files ??= appManifestFiles());
  return {
    name: 'ignite-app-manifests',
    // index.html and offline.html name the product where they say %BRAND_NAME%.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replaceAll('%BRAND_NAME%', BRAND_NAME),
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = all().get((request.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '');
        if (file === undefined) return next();
        const extension = request.url?.split('?')[0]?.split('.').pop() ?? '';
        response.setHeader('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
        response.end(file);
      });
    },
    generateBundle() {
      for (const [fileName, source] of all()) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
