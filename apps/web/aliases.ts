// Module aliases of the web app's build (vite.config.ts) and component tests (vitest.config.ts).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The web app is written against React's API and runs on Preact's implementation of it
 * (decision 0020): every import of React resolves to Preact's compatibility layer, the JSX
 * runtime too. The build and the component tests both use these, so what the tests render
 * is what ships.
 */
export const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

const routerRoot = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/**
 * React Router's package exports name only its development build, warnings and all
 * (remix-run/react-router#14753), so a production build points the two entries we import at
 * the production files beside them.
 */
export const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(routerRoot, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerRoot, 'dist/production/dom-export.mjs') },
];
