import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultSchema } from '@ignite/domain/result';
import { z } from 'zod/mini';
import { QUEUE_GAP_MS } from '@ignite/domain/request-timing';
import { scriptedEndpoint } from '@test/api/scripted-endpoint.ts';
import { layerForTests } from '@test/api/layer-for-tests.ts';
import { recordingFetch } from '@test/api/recording-fetch.ts';
import { startScriptedServer } from '@test/api/servers.ts';

const nullResult = resultSchema(z.null());
const echo = scriptedEndpoint({
  method: 'GET',
  path: '/api/echo',
  query: z.object({ n: z.string() }),
  response: resultSchema(z.object({ n: z.string() })),
});
const inspectQuery = z.object({
  make: z.string(),
  model: z.nullable(z.string()),
  year: z.number(),
  skip: z.optional(z.string()),
});
const inspect = {
  get: scriptedEndpoint({
    method: 'GET',
    path: '/api/inspect',
    query: inspectQuery,
    response: nullResult,
  }),
  delete: scriptedEndpoint({
    method: 'DELETE',
    path: '/api/inspect',
    query: z.object({ ids: z.array(z.number()), note: z.string() }),
    response: nullResult,
  }),
  post: scriptedEndpoint({
    method: 'POST',
    path: '/api/inspect',
    body: z.object({ odometer: z.number() }),
    response: nullResult,
  }),
  put: scriptedEndpoint({
    method: 'PUT',
    path: '/api/inspect',
    body: z.object({ nickname: z.nullable(z.string()) }),
    response: nullResult,
  }),
};
// Node's timers may wake a fraction of a millisecond before performance.now() agrees.
const TIMER_SLACK_MS = 1;

let server: Awaited<ReturnType<typeof startScriptedServer>>;

beforeAll(async () => {
  server = await startScriptedServer((app) => {
    app.get<{ Querystring: { n: string } }>('/api/echo', async (request) => {
      // Slow enough that an unqueued second request would overlap this one.
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { success: true, status: 200, data: { n: request.query.n }, messages: [] };
    });
    app.all('/api/inspect', async () => ({ success: true, status: 200, data: null, messages: [] }));
  });
});

afterAll(() => server.close());

describe('the request queue (spec part 1 sections 7 and 9)', () => {
  it('sends requests made at once one at a time, in the order made, 50 ms apart', async () => {
    const watched = recordingFetch();
    const { api } = layerForTests({ baseUrl: server.url, fetch: watched.fetch });
    server.arrivals.length = 0;

    const results = await Promise.all(
      ['1', '2', '3', '4', '5'].map((n) => api.call(echo, { query: { n } })),
    );

    expect(results.map((r) => r.success && r.data.n)).toEqual(['1', '2', '3', '4', '5']);
    expect(server.arrivals.map((a) => a.url)).toEqual(
      ['1', '2', '3', '4', '5'].map((n) => `/api/echo?n=${n}`),
    );
    for (let i = 1; i < watched.sent.length; i++) {
      const previous = watched.sent[i - 1];
      const next = watched.sent[i];
      if (!previous?.answeredAt || !next) throw new Error('a request went unrecorded');
      // One at a time: the next leaves only after the previous answer, and 50 ms later.
      expect(next.sentAt - previous.answeredAt).toBeGreaterThanOrEqual(
        QUEUE_GAP_MS - TIMER_SLACK_MS,
      );
    }
  });

  it('turns GET and DELETE parameters into a query string, null becoming empty', async () => {
    const { api } = layerForTests({ baseUrl: server.url });
    server.arrivals.length = 0;

    await api.call(inspect.get, {
      query: { make: 'Mazda', model: null, year: 2021, skip: undefined },
    });
    await api.call(inspect.delete, { query: { ids: [1, 2], note: 'a&b' } });

    expect(server.arrivals.map((a) => `${a.method} ${a.url}`)).toEqual([
      'GET /api/inspect?make=Mazda&model=&year=2021',
      'DELETE /api/inspect?ids=1&ids=2&note=a%26b',
    ]);
  });

  it('sends POST and PUT bodies as JSON, and X-BROWSER-ID when known', async () => {
    const { api, session } = layerForTests({ baseUrl: server.url });
    session.saveRefreshed(
      {
        browserId: 'browser-0001',
        accessToken: 'not-a-real-token',
        refreshToken: 'not-a-real-refresh-token',
        accessTokenExpires: new Date(Date.now() + 60_000).toISOString(),
        refreshTokenExpires: new Date(Date.now() + 3_600_000).toISOString(),
        inactiveSessionTimeout: 1800,
        hasInactiveTimeout: true,
      },
      null,
    );
    server.arrivals.length = 0;

    await api.call(inspect.post, { body: { odometer: 12_345 } });
    await api.call(inspect.put, { body: { nickname: null } });

    expect(server.arrivals.map((a) => [a.method, a.body])).toEqual([
      ['POST', { odometer: 12_345 }],
      ['PUT', { nickname: null }],
    ]);
    for (const arrival of server.arrivals) {
      expect(arrival.headers.get('content-type')).toBe('application/json');
      expect(arrival.headers.get('x-browser-id')).toBe('browser-0001');
      expect(arrival.headers.get('authorization')).toBe('Bearer not-a-real-token');
      // The access token has not expired, so the refresh token stays at home.
      expect(arrival.headers.get('refreshtoken')).toBeNull();
    }
  });
});
