// Issue 16 (7): every page carries a content security policy that allows no inline or
// evaluated script, HSTS and a referrer policy; every API answer its own stricter set. The
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

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each(PAGES)('%s: scripts from our origin only, HSTS and a referrer policy', async (url) => {
    const { headers } = await t.app.inject({ method: 'GET', url });
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
    const { headers } = await t.app.inject({ method: 'GET', url: '/api/user/current' });
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(String(headers['strict-transport-security'])).toMatch(/max-age=\d{8}/);
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cache-control']).toBe('no-store');
  });
});
