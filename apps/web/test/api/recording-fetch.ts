import { performance } from 'node:perf_hooks';
import type { Fetch } from '@/shared/api/exchange.ts';

export type SentRequest = {
  method: string;
  /** Path and query, e.g. `/api/user/current`. */
  url: string;
  headers: Headers;
  body: string | null;
  sentAt: number;
  answeredAt: number | null;
  status: number | null;
};

/**
 * Node's fetch, watched: each request is recorded as it leaves and when it is answered.
 * It changes nothing; `onAnswer` lets a test act before the layer sees an answer (move the
 * clock, or let another tab refresh).
 */
export function recordingFetch(onAnswer?: (sent: SentRequest) => void | Promise<void>) {
  const sent: SentRequest[] = [];
  const fetcher: Fetch = async (input, init) => {
    const entry: SentRequest = {
      method: init.method ?? 'GET',
      url: new URL(input).pathname + new URL(input).search,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
      sentAt: performance.now(),
      answeredAt: null,
      status: null,
    };
    sent.push(entry);
    const response = await fetch(input, init);
    entry.answeredAt = performance.now();
    entry.status = response.status;
    await onAnswer?.(entry);
    return response;
  };
  return { fetch: fetcher, sent, to: (path: string) => sent.filter((s) => s.url === path) };
}
