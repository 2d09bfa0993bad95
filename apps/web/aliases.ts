// Module aliases of the web app's build (vite.config.ts).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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
