import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod/mini';
import { resultSchema } from '@ignite/domain/result';
import { scriptedEndpoint } from '@test/api/scripted-endpoint.ts';
import { createQueryClient } from './api-error.ts';
import { endpointKey } from './endpoint-query.ts';
import { useApiRead } from './use-api-read.ts';

const lookUp = scriptedEndpoint({
  method: 'GET',
  path: '/api/look-up',
  query: z.object({ code: z.string() }),
  response: resultSchema(z.object({ name: z.string() })),
});

/** The server, at the edge: code 1 is Harbour City Motors, any other is unknown (404). */
function stubServer() {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    sent.push(`${url.pathname}${url.search}`);
    return url.searchParams.get('code') === '1'
      ? Response.json({
          success: true,
          status: 200,
          data: { name: 'Harbour City Motors' },
          messages: [],
        })
      : Response.json(
          { success: false, status: 404, data: null, messages: ['Unknown code'] },
          { status: 404 },
        );
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useApiRead', () => {
  test('asks the server each time, answers the result, and keeps a success under the endpoint’s key', async () => {
    const sent = stubServer();
    const client = createQueryClient();
    const { result } = renderHook(() => useApiRead(lookUp), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });

    const found = { success: true, status: 200, data: { name: 'Harbour City Motors' } };
    expect(await result.current.run({ query: { code: '1' } })).toEqual({
      ...found,
      messages: [],
    });
    expect(await result.current.run({ query: { code: '1' } })).toEqual({
      ...found,
      messages: [],
    });
    expect(await result.current.run({ query: { code: '2' } })).toEqual({
      success: false,
      status: 404,
      data: null,
      messages: ['Unknown code'],
    });

    expect(sent).toEqual(['/api/look-up?code=1', '/api/look-up?code=1', '/api/look-up?code=2']);
    expect(client.getQueryData(endpointKey(lookUp, { query: { code: '1' } }))).toEqual(found.data);
  });
});
