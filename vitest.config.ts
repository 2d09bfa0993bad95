import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The web app's import alias (apps/web/tsconfig.json). */
const webAlias = { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: webAlias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          // The request layer is tested against the real server on the seeded database.
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: webAlias },
        test: {
          name: 'web-dom',
          // Component tests of the web app, in a simulated DOM (happy-dom runs on Node 20).
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test-support/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'tools',
          // The lint boundaries, linted as fixtures (ESLint's start-up takes a few seconds).
          include: ['tools/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
