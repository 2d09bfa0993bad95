// The server serves exactly the endpoints the domain declares: a route added without a
// contract, or a contract no route serves, fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@ignite/domain/contract/all-endpoints';
import { pathParameterNames } from '@ignite/domain/contract/endpoint';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { isApiRoute } from './plugins/route-table.ts';

describe('the endpoint contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demoMode: true });
  });
  afterAll(() => t.close());

  const served = () =>
    t.app.routeTable
      .filter((route) => isApiRoute(route.url))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
  const declared = allEndpoints.map((e) => `${e.method} ${e.path}`).sort();

  it('serves every declared endpoint, and nothing undeclared under /api/', () => {
    expect(served()).toEqual(declared);
    expect(declared.length).toBeGreaterThanOrEqual(23);
  });

  it('names each endpoint once, with its path parameters in its params schema', () => {
    const names = allEndpoints.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const endpoint of allEndpoints) {
      const expected = pathParameterNames(endpoint.path).sort();
      const shape = endpoint.params && 'shape' in endpoint.params ? endpoint.params.shape : {};
      expect(Object.keys(shape as object).sort(), endpoint.name).toEqual(expected);
    }
  });

  it('documents each endpoint with its operationId, summary, tag and security', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>();
    for (const endpoint of allEndpoints) {
      const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, endpoint.name).toMatchObject({
        operationId: endpoint.name,
        summary: endpoint.summary,
        tags: [endpoint.area],
        security: {
          bearer: [{ bearer: [] }],
          device: [{ deviceKey: [] }],
          signature: [{ feedSignature: [] }],
          none: [],
        }[endpoint.auth],
      });
    }
  });
});
