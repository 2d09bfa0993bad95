import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from '../core/result.ts';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * every non-API GET falls back to index.html so the client router can take it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasBuild = fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz copies (apps/web/scripts/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing hashed asset must 404: answering HTML would be parsed as a script.
    const isAsset = request.url.startsWith('/assets/');
    if (isApi || isAsset || request.method !== 'GET' || !hasBuild) {
      return reply.code(404).send(failure(404, [`${request.method} ${request.url} was not found`]));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
