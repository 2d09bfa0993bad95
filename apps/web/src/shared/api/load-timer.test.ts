// The request layer's load timer (spec part 1 section 9: "load timer tick 500 ms"), at its
// boundary, through the layer's own `call` with a fetch whose answers the test holds back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { LOAD_TIMER_TICK_MS } from '@ignite/domain/request-timing';
import { resultSchema } from '@ignite/domain/result';
import type { Fetch } from './exchange.ts';
import { layerForTests } from '@test/api/layer-for-tests.ts';
import { scriptedEndpoint } from '@test/api/scripted-endpoint.ts';

const ping = scriptedEndpoint({
  method: 'GET',
  path: '/api/ping',
  response: resultSchema(z.null()),
});

/** A fetch that answers each request only when the test says so. */
function heldFetch() {
  const waiting: (() => void)[] = [];
  const fetch: Fetch = () =>
    new Promise((resolve) => {
      waiting.push(() =>
        resolve(Response.json({ success: true, status: 200, data: null, messages: [] })),
      );
    });
  return { fetch, answerNext: () => waiting.shift()?.() };
}

function layerWith(fetch: Fetch) {
  const { api } = layerForTests({ baseUrl: 'http://127.0.0.1:9', fetch });
  const changes: boolean[] = [];
  api.loading.subscribe(() => changes.push(api.loading.isLoading()));
  return { api, changes };
}

beforeEach(() => {
  // Only the load timer's interval is faked: the queue's gap and the fetch run as they are.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the load timer (spec part 1 section 9)', () => {
  it('ticks every 500 ms', () => {
    expect(LOAD_TIMER_TICK_MS).toBe(500);
  });

  it('shows loading at the 500 ms tick for a call still unanswered, not at 499 ms', async () => {
    const held = heldFetch();
    const { api, changes } = layerWith(held.fetch);
    const answered = api.call(ping);

    await vi.advanceTimersByTimeAsync(LOAD_TIMER_TICK_MS - 1);
    expect(api.loading.isLoading()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.loading.isLoading()).toBe(true);

    // The answer turns it off at once, without waiting for a tick.
    held.answerNext();
    expect((await answered).success).toBe(true);
    expect(api.loading.isLoading()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('never shows loading for a call answered within the tick, nor ticks once idle', async () => {
    const held = heldFetch();
    const { api, changes } = layerWith(held.fetch);
    const answered = api.call(ping);

    await vi.advanceTimersByTimeAsync(LOAD_TIMER_TICK_MS - 1);
    held.answerNext();
    await answered;
    await vi.advanceTimersByTimeAsync(LOAD_TIMER_TICK_MS * 3);

    expect(changes).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
