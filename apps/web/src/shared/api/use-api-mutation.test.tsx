import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod/mini';
import { resultSchema } from '@ignite/domain/result';
import { createQueryClient } from './api-error.ts';
import { endpointQuery } from './client.ts';
import { scriptedEndpoint } from '@test/api/scripted-endpoint.ts';
import { useApiMutation } from './use-api-mutation.ts';

const countResult = resultSchema(z.object({ count: z.number() }));
const counter = scriptedEndpoint({ method: 'GET', path: '/api/counter', response: countResult });
const other = scriptedEndpoint({ method: 'GET', path: '/api/other', response: countResult });
const increment = scriptedEndpoint({
  method: 'POST',
  path: '/api/counter',
  body: z.object({ by: z.number() }),
  response: resultSchema(z.null()),
});

/** The server, at the edge: a counter that POST moves on, slowly enough to tap twice. */
function stubServer() {
  let count = 0;
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(input));
    sent.push(`${init?.method ?? 'GET'} ${pathname}`);
    if (init?.method === 'POST') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      count += (JSON.parse(String(init.body)) as { by: number }).by;
      return Response.json({ success: true, status: 200, data: null, messages: [] });
    }
    return Response.json({ success: true, status: 200, data: { count }, messages: [] });
  });
  return sent;
}

function Counter() {
  const shown = useQuery(endpointQuery(counter));
  const untouched = useQuery(endpointQuery(other));
  const add = useApiMutation(increment, { invalidates: [counter] });
  return (
    <>
      <p>Count {shown.data?.count ?? '…'}</p>
      <p>Other {untouched.data?.count ?? '…'}</p>
      <button type="button" disabled={add.busy} onClick={() => void add.run({ body: { by: 1 } })}>
        Add
      </button>
    </>
  );
}

describe('useApiMutation', () => {
  test('sends a double tap once, then reads afresh what it invalidates and nothing else', async () => {
    const sent = stubServer();
    // No pause between the taps, as a real double tap gives none for a timer to run in.
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Counter />
      </QueryClientProvider>,
    );
    await screen.findByText('Count 0');
    await screen.findByText('Other 0');
    sent.length = 0;

    await user.dblClick(screen.getByRole('button', { name: 'Add' }));

    await screen.findByText('Count 1');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', false),
    );
    expect(sent).toEqual(['POST /api/counter', 'GET /api/counter']);
  });
});
