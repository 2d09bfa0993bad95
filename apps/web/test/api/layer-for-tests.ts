import { setTimeout as sleep } from 'node:timers/promises';
import type { Session } from '@ignite/domain/session';
import type { Fetch } from '@/shared/api/exchange.ts';
import { createRequestLayer, type RequestLayerDeps } from '@/shared/api/request-layer.ts';
import { memorySession } from './memory-session.ts';

/**
 * A request layer for Node: real timers, Node's fetch (or a watched one), the session in
 * memory, and the toasts and session endings it raises collected for the test to read.
 */
export function layerForTests(options: {
  baseUrl: string;
  fetch?: Fetch;
  session?: Session | null;
  /** Another layer's session, as two tabs share local storage. */
  sharedSession?: ReturnType<typeof memorySession>;
  now?: () => Date;
  timeoutMs?: number;
}) {
  const session = options.sharedSession ?? memorySession(options.session ?? null);
  const warnings: string[] = [];
  let sessionEndings = 0;
  const deps: RequestLayerDeps = {
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    session,
    now: options.now ?? (() => new Date()),
    sleep: (ms) => sleep(ms),
    toasts: { warning: (message) => warnings.push(message) },
    sessionEnded: () => {
      sessionEndings += 1;
    },
    timeoutMs: options.timeoutMs,
  };
  return {
    api: createRequestLayer(deps),
    session,
    warnings,
    sessionEndings: () => sessionEndings,
  };
}
