// Every page carries a content security policy that allows no inline or evaluated script, and
// a referrer policy; every API answer its own stricter set, the OpenAPI document included. HSTS
// goes only on answers that came over HTTPS (behind a trusted proxy, as the proxy reports). The
// pages' own scripts are held to the policy in the browser: e2e/links.test.ts walks every
// page and fails on any console error, which is where Chromium reports a blocked script.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

/** The directives of a policy, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

const PAGES = [
  '/',
  '/login',
  '/my-garage',
  '/my-garage/care-plan',
  '/my-marketplace',
  '/ignite',
  '/dealer-mode',
  '/shared-location/abc',
  '/no-such-page',
];

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const OVER_HTTPS = { 'x-forwarded-proto': 'https' };

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy that terminates TLS, as a deployment runs.
    t = await startTestApp({ trustProxy: true });
  });
  afterAll(() => t.close());

  it.each(PAGES)('%s: scripts from our origin only, HSTS and a referrer policy', async (url) => {
    const { headers } = await t.app.inject({ method: 'GET', url, headers: OVER_HTTPS });
    const policy = directives(String(headers['content-security-policy']));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    const hsts = String(headers['strict-transport-security']);
    expect(Number(hsts.match(/max-age=(\d+)/)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives API answers a policy that allows nothing, and never lets them be cached', async () => {
    const { headers } = await t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: OVER_HTTPS,
    });
    expect(headers['content-security-policy']).toBe(API_POLICY);
    expect(String(headers['strict-transport-security'])).toMatch(/max-age=\d{8}/);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/docs/json', '/api/docs/yaml'])(
    '%s, the OpenAPI document, is answered with the API’s headers',
    async (url) => {
      const { statusCode, headers } = await t.app.inject({ method: 'GET', url });
      expect(statusCode).toBe(200);
      expect(headers['content-security-policy']).toBe(API_POLICY);
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('the docs page keeps the page policy: its scripts come from our origin', async () => {
    const { statusCode, headers } = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(statusCode).toBe(200);
    expect(directives(String(headers['content-security-policy'])).get('script-src')).toEqual([
      "'self'",
    ]);
  });

  it.each(['/login', '/api/user/current'])('%s over plain HTTP: no HSTS', async (url) => {
    const { headers } = await t.app.inject({ method: 'GET', url });
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});

describe('without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ trustProxy: false });
  });
  afterAll(() => t.close());

  it('a client’s own X-Forwarded-Proto does not make plain HTTP look secure', async () => {
    for (const url of ['/login', '/api/user/current']) {
      const { headers } = await t.app.inject({ method: 'GET', url, headers: OVER_HTTPS });
      expect(headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
