import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { signIn } from '../test/sessions.ts';

type Operation = { method: string; path: string };

/** Malformed requests a client could send; none may produce a server error. */
const badRequests: Omit<InjectOptions, 'method' | 'url'>[] = [
  { headers: { 'content-type': 'application/json' }, payload: '{not json' },
  { headers: { 'content-type': 'application/json' }, payload: '[]' },
  { headers: { 'content-type': 'application/json' }, payload: 'null' },
  { headers: { 'content-type': 'application/json' }, payload: '"text"' },
  { payload: { everything: 'x'.repeat(10_000), nested: { deep: [1, 2, 3] } } },
  { headers: { 'content-type': 'text/plain' }, payload: 'plain text' },
  { headers: { 'x-browser-id': '../../etc/passwd', refreshtoken: 'x'.repeat(5000) } },
];

describe('bad input to every endpoint', () => {
  let t: TestApp;
  let operations: Operation[];
  let accessToken: string;
  beforeAll(async () => {
    t = await startTestApp();
    accessToken = (await signIn(t.app)).tokens.accessToken;
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(() => t.close());

  it('finds the routes to try', () => {
    expect(operations.length).toBeGreaterThanOrEqual(8);
  });

  it('never answers a 5xx, signed in or not', async () => {
    const failures: string[] = [];
    for (const { method, path } of operations) {
      const urls = [
        path.replace(/\{[^}]+\}/g, 'not-a-uuid'),
        path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        `${path.replace(/\{[^}]+\}/g, '%00')}?x=%ff&y[]=1`,
      ];
      for (const url of urls) {
        for (const auth of [{}, { authorization: `Bearer ${accessToken}` }]) {
          for (const bad of badRequests) {
            const response = await t.app.inject({
              ...bad,
              method: method as InjectOptions['method'],
              url,
              headers: { ...auth, ...bad.headers },
            } as InjectOptions);
            if (response.statusCode >= 500)
              failures.push(`${method} ${url}: ${response.statusCode}`);
            else if (response.statusCode >= 400) {
              const body = response.json<{ success: boolean; messages: string[] }>();
              if (body.success !== false || body.messages.length === 0) {
                failures.push(`${method} ${url}: ${response.statusCode} without a message`);
              }
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
