import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The server serves dist/ and caches everything under dist/assets/ for a year, so every
// asset there must carry a content hash in its name (Vite's default naming does).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  // `@/shared/...` is apps/web/src/shared/... (the same alias is in tsconfig.json and vitest).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each entry and lazy page to its chunks and imports;
    // `npm run bench` reads it to report the JS each route loads.
    manifest: true,
  },
  server: {
    port: 3000,
    strictPort: true,
    // One origin in development too: the API runs on 3001 (npm run dev:server).
    proxy: { '/api': 'http://localhost:3001' },
  },
});
