import type { FastifyInstance } from 'fastify';

export type ServedRoute = { method: string; url: string };

/**
 * Every route the app serves, as registered (HEAD routes that Fastify adds for each GET
 * are left out). Tests hold it against the domain's endpoint contracts.
 */
export function recordRoutes(app: FastifyInstance): readonly ServedRoute[] {
  const routes: ServedRoute[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of Array.isArray(method) ? method : [method]) {
      if (one !== 'HEAD') routes.push({ method: one, url });
    }
  });
  return routes;
}

/** Whether a route is the API's own: not the web app, nor the OpenAPI document and its UI. */
export function isApiRoute(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}
