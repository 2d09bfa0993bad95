// Demo mode is the only source of the `demo` permission, and everything under /api/demo/ exists
// only in demo mode. The endpoints come from the contract, so a new demo endpoint is covered
// here without touching this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@ignite/domain/contract/all-endpoints';
import { DEMO_PERMISSION } from '@ignite/domain/permissions';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { refresh, signIn } from '../../../test/sessions.ts';

const demoEndpoints = allEndpoints.filter((endpoint) => endpoint.path.startsWith('/api/demo/'));

/** The endpoint's path with each parameter filled in, as a caller would send it. */
const urlOf = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, 'x');

describe('demo mode off (the production default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demoMode: false });
  });
  afterAll(() => t.close());

  it('a customer holds no permissions at all, by password or by refresh', async () => {
    const session = await signIn(t.app, 'owner@demo.ignite');
    expect(session.user.permissions).toEqual([]);
    const { tokens } = session;
    const refreshed = await refresh(t.app, tokens, tokens.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.body.data.user?.permissions).toEqual([]);
  });

  it('dealer staff hold none either (their access comes from their roles)', async () => {
    const session = await signIn(t.app, 'dealer@demo.ignite');
    expect(session.user.permissions).toEqual([]);
    expect(session.user.roles.length).toBeGreaterThan(0);
  });

  it('every /api/demo/ endpoint of the contract answers 404, signed in or not', async () => {
    // Guards the loop: the contract must keep declaring demo endpoints for it to test anything.
    expect(demoEndpoints.length).toBeGreaterThanOrEqual(5);
    const { tokens } = await signIn(t.app, 'owner@demo.ignite');
    for (const endpoint of demoEndpoints) {
      const url = urlOf(endpoint.path);
      for (const headers of [{}, { authorization: `Bearer ${tokens.accessToken}` }]) {
        const answer = await t.app.inject({ method: endpoint.method, url, headers, payload: {} });
        expect(answer.statusCode, `${endpoint.method} ${url}`).toBe(404);
        expect(answer.json()).toMatchObject({ success: false, status: 404 });
      }
    }
  });
});

describe('demo mode on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demoMode: true });
  });
  afterAll(() => t.close());

  it('the demo personas hold demo; dealer staff do not', async () => {
    for (const persona of ['owner@demo.ignite', 'generic@demo.ignite', 'protect@demo.ignite']) {
      expect((await signIn(t.app, persona)).user.permissions, persona).toEqual([DEMO_PERMISSION]);
    }
    const staff = await signIn(t.app, 'dealer@demo.ignite');
    expect(staff.user.isDealerMode).toBe(true);
    expect(staff.user.permissions).toEqual([]);
  });

  it('serves every /api/demo/ endpoint of the contract', () => {
    for (const endpoint of demoEndpoints) {
      expect(
        t.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
        `${endpoint.method} ${endpoint.path}`,
      ).toBe(true);
    }
  });
});
