import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { resultSchema } from '../result.ts';
import { answeredFailures, type Endpoint } from './endpoint.ts';

const plain: Endpoint = {
  name: 'plain',
  method: 'GET',
  path: '/api/plain',
  area: 'test',
  summary: 'A public read with no input',
  auth: 'none',
  response: resultSchema(z.null()),
  failures: [],
};

describe('answeredFailures', () => {
  it('a public read with no input can answer no failure at all', () => {
    expect(answeredFailures(plain)).toEqual([]);
  });

  it('a credential can be missing: 401, whatever the kind', () => {
    for (const auth of ['bearer', 'device', 'signature'] as const) {
      expect(answeredFailures({ ...plain, auth })).toEqual([401]);
    }
  });

  it('a read with a query can be refused as bad; with a path parameter, also as too long', () => {
    expect(answeredFailures({ ...plain, query: z.object({ q: z.string() }) })).toEqual([400]);
    const params = z.object({ id: z.string() });
    expect(answeredFailures({ ...plain, path: '/api/plain/:id', params })).toEqual([400, 414]);
  });

  it('a write can carry a bad, too large or unreadable body even when it takes none', () => {
    expect(answeredFailures({ ...plain, method: 'POST' })).toEqual([400, 413, 415]);
    expect(answeredFailures({ ...plain, method: 'DELETE', auth: 'bearer' })).toEqual([
      400, 401, 413, 415,
    ]);
  });

  it('keeps the declared failures, once each, in order', () => {
    expect(answeredFailures({ ...plain, method: 'PUT', failures: [429, 404, 400] })).toEqual([
      400, 404, 413, 415, 429,
    ]);
  });
});
