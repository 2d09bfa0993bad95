import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from '../core/result.ts';

/**
 * A path that names a file the build writes, not a page: the hashed assets, the installable
 * app's icons and manifests, and a file at the root (sw.js, offline.html, favicon.svg). One
 * that is missing must 404: answering the app's HTML would be parsed as a script, a manifest
 * or an image, and a service worker script answered with HTML stays broken until the next
 * update. No page's address has a file extension in its first segment.
 */
const BUILD_FILE = /^\/(assets|icons|manifests)\/|^\/[^/?]+\.[a-z0-9]+(\?|$)/i;

/**
 * Serves the built web app: hashed assets cached for a year, everything else (index.html,
 * the service worker sw.js, the manifests and the offline page) revalidated on every use, so a
 * new build reaches the browser and its service worker at once, and every non-API GET for a
 * page falls back to index.html so the client router can take it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz copies (tools/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || BUILD_FILE.test(request.url) || request.method !== 'GET' || !hasBuild) {
      return reply.code(404).send(failure(404, [`${request.method} ${request.url} was not found`]));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
