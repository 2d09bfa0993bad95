import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The web app's import aliases (apps/web/tsconfig.json): its source, and its tests' helpers. */
const webAlias = {
  '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)),
  '@test': fileURLToPath(new URL('./apps/web/test', import.meta.url)),
};

export default defineConfig({
  test: {
    // Two files at a time whatever the cores (Vitest's default is one fewer than the cores:
    // one on CI's two): the API, component and domain tests wait on their database and
    // servers often enough for two to share two cores (decision 0030).
    maxWorkers: 2,
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
          // One module graph per worker, not per file: each file starts its own app on its own
          // copy of the database and nothing mocks a module, so files share nothing that
          // matters, and the suite takes some 40% less time (decision 0042).
          isolate: false,
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
        resolve: {
          alias: [
            { find: '@', replacement: webAlias['@'] },
            { find: '@test', replacement: webAlias['@test'] },
          ],
        },
        test: {
          name: 'web-dom',
          // Component tests of the web app, in a simulated DOM (happy-dom runs on Node 20).
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'tools',
          // The lint boundaries, linted as fixtures (ESLint's start-up takes a few seconds),
          // the web app's build plugins and the benchmarks' own arithmetic.
          include: ['tools/**/*.test.ts', 'apps/web/*.test.ts', 'bench/lib/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A page's answer to a click takes a request and a render: Vitest's 1 s default for
          // expect.poll was too short on a busy CI machine (the demo purchases missed it once).
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time, in a group of their own after the others: a browser test
          // mostly waits on its page, and two at once on two cores took the group from 13 to
          // 7.5 minutes (decision 0044). Beside the API tests, four at once once made a page
          // wait past its 30 s (decision 0030).
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
    ],
  },
});
