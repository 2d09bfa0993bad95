import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The app's own pages pass this policy: scripts only from our origin, no inline scripts;
 * images also from the map's tile server when one is configured.
 */
function contentSecurityPolicy(imageSources: readonly string[]) {
  return {
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', ...imageSources],
      'connect-src': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  };
}

/**
 * The CSP source of a Leaflet tile template's host: 'https://{s}.tile.example.org/{z}/...'
 * is 'https://*.tile.example.org' (config.ts allows a variable host only in that form).
 */
export function tileImageSources(tileUrl: string | null): string[] {
  const origin = tileUrl?.match(/^https?:\/\/[^/]+/)?.[0];
  return origin ? [origin.replace('{s}', '*')] : [];
}

/** Runs helmet once against a recording response and answers the headers it set. */
function helmetHeaders(imageSources: readonly string[]): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
    },
  };
  helmet({ contentSecurityPolicy: contentSecurityPolicy(imageSources) })(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return Object.fromEntries(headers);
}

/** The policy of every API answer, the OpenAPI document included: nothing may run or frame it. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * What a JSON API answer needs (OWASP REST Security Cheat Sheet): no sniffing, no framing,
 * nothing to run, and never stored by a cache (answers carry personal data).
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** The OpenAPI document, in either form: data, answered as the API answers. */
const isApiDocument = (url: string) => /^\/api\/docs\/(json|yaml)(\?|$)/.test(url);
/** The API's answers; the docs' page and its assets are pages. */
const isApi = (url: string) =>
  url.startsWith('/api/') && (!url.startsWith('/api/docs') || isApiDocument(url));

/**
 * Security headers and the request id on every answer: helmet's full set on pages, the API
 * set on JSON answers. They are the same for every request, so they are worked out once at
 * start-up; running helmet per request was a large share of a small API request's cost, and
 * so was writing a dozen page headers on every JSON answer (measured by `npm run bench`).
 *
 * HSTS goes only on answers that came over HTTPS: on plain HTTP a browser ignores it, and it
 * tells anyone reading the exchange that the site meant to be served securely. Behind a proxy
 * (TRUST_PROXY) the request's protocol is the one the proxy reports.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { imageSources = [] }: { imageSources?: readonly string[] } = {},
) {
  const { 'strict-transport-security': hsts, ...pageHeaders } = helmetHeaders(imageSources);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? API_HEADERS : pageHeaders);
    if (request.protocol === 'https' && hsts) reply.header('strict-transport-security', hsts);
    reply.header('x-request-id', request.id);
    done();
  });
}
