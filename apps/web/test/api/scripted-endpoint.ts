import type { z } from 'zod/mini';
import { defineEndpoint, type HttpMethod } from '@ignite/domain/contract/endpoint';
import type { Result } from '@ignite/domain/result';

type ScriptedParts = {
  method: HttpMethod;
  /** Served by a scripted test server (servers.ts), never by the real app. */
  path: string;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType<Result<unknown>>;
};

/**
 * A contract for a scripted test server's route, so the request layer is tested through the
 * same `call` the app uses, against answers (proxies' pages, odd shapes) the real app never gives.
 */
export function scriptedEndpoint<const Parts extends ScriptedParts>(parts: Parts) {
  return defineEndpoint({
    name: `${parts.method} ${parts.path}`,
    area: 'test',
    summary: 'A scripted test route',
    auth: 'none',
    failures: [],
    ...parts,
  });
}
