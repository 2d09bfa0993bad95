import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { reactRouterProduction } from './aliases.ts';
import { preloadStartChunks, startChunkKeys } from './preload-start-chunks.ts';
import { readWebRoutes } from './web-routes.ts';
// The manifests draw on the domain's theme colours, a workspace package of .ts sources: the
// scripts load this file with `--configLoader runner`, which runs TypeScript imports as Vite does.
import { appManifests } from './pwa/app-manifests.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const dist = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * The app shell the service worker precaches (decision 0036): the two pages' entry scripts
 * and the chunks main.tsx starts the app with (decision 0046), with their static imports and
 * styles, and every file outside assets/ (the offline page, manifests, icons) but index.html,
 * which page loads always fetch. A route's lazy chunks stay with the browser's HTTP cache (a
 * year, immutable), so a first visit downloads no more than its pages need.
 */
const shellOnly: ManifestTransform = (entries) => {
  const build = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; css?: string[] }
  >;
  const shell = new Set<string>();
  const visit = (key: string) => {
    const chunk = build[key];
    if (!chunk || shell.has(chunk.file)) return;
    shell.add(chunk.file);
    chunk.css?.forEach((css) => shell.add(css));
    chunk.imports?.forEach(visit);
  };
  const startKeys = startChunkKeys(build, readFileSync(`${dist}/index.html`, 'utf8'));
  for (const key of ['index.html', 'offline.html', ...startKeys]) {
    if (!build[key]) throw new Error(`the build manifest has no ${key}`);
    visit(key);
  }
  const manifest = entries.filter((entry) =>
    entry.url.startsWith('assets/') ? shell.has(entry.url) : entry.url !== 'index.html',
  );
  return { manifest, warnings: [] };
};

// The server serves dist/ and caches everything under dist/assets/ for a year, so every
// asset there must carry a content hash in its name (Vite's default naming does).
export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    appManifests(),
    // The stages main.tsx imports one after another, all downloaded at once (decision 0046),
    // and each page's own chunks by its path, for the entry to ask for too (decision 0050).
    preloadStartChunks(
      ['src/app/start-theme.ts', 'src/app/launch-sign-in.ts', 'src/app/app.tsx'],
      command === 'build' ? readWebRoutes(`${webRoot}src/app/router.tsx`) : [],
    ),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // Registered by src/app/service-worker.ts; the manifests come from appManifests().
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // A classic worker script: module workers are newer than some phones' browsers.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,webmanifest,svg}'],
        globIgnores: ['sw.js', '.vite/**'],
        manifestTransforms: [shellOnly],
      },
    }),
  ],
  resolve: {
    alias: [
      // `@/shared/...` is apps/web/src/shared/... (the same alias is in tsconfig.json and vitest).
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each entry and lazy page to its chunks and imports;
    // `npm run bench` reads it to report the JS each route loads.
    manifest: true,
    rolldownOptions: {
      // The app, and the page the service worker shows when the network is down.
      input: { index: `${webRoot}index.html`, offline: `${webRoot}offline.html` },
      output: {
        codeSplitting: {
          // Shared code under 10 KB (before minifying) is copied into the chunks that use it,
          // with one module state between the copies, instead of being a file of its own:
          // My Garage loads 14 files instead of 34, a few KB more. Lighthouse's slow 4G phone
          // fetches six files at a time, so that cut its largest paint by 0.4 s (decision 0020).
          experimentalInlineCommonChunks: { maxSize: 10_000 },
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    // One origin in development too: the API runs on 3001 (npm run dev:server).
    proxy: { '/api': 'http://localhost:3001' },
  },
}));
