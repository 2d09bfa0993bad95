/**
 * What came back from one HTTP exchange: a status and the parsed JSON body (or null); for a
 * file asked for (`read: 'file'`) and answered with success, the file instead of the body.
 */
export type Answer = { status: number; body: unknown; file?: Blob };

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** Past this, a request counts as unanswered (network failure) and frees the queue. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * One request and its answer. A request that gets no response (failed to fetch, a network
 * error, or no answer within `timeoutMs`) answers null: the queue sends one request at a
 * time, so one that hangs must not hold up every other call. A body that is not JSON reads
 * as null; the status still says what happened.
 */
export async function exchange(
  fetch: Fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  read: 'json' | 'file' = 'json',
): Promise<Answer | null> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    return null;
  }
  if (read === 'file' && response.ok) {
    const file = await response.blob().catch(() => null);
    return file ? { status: response.status, body: null, file } : null;
  }
  const text = await response.text().catch(() => '');
  return { status: response.status, body: parseJson(text) };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
