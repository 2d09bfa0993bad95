// Requests to a server that may be killed at any moment. Each goes on a connection of its own,
// so no pooled keep-alive socket of a killed process is reused after the restart, and a request
// whose answer never came is a rejection, never mistaken for an answer.
import http from 'node:http';

export type Answer = { status: number; body: unknown };

export type CallOptions = {
  headers?: Record<string, string>;
  /** A string is sent as it is (a signed body must be the exact bytes); anything else as JSON. */
  body?: unknown;
  timeoutMs?: number;
};

export function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const payload =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    const request = http.request(
      new URL(path, baseUrl),
      {
        method,
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
        headers: {
          ...(payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(payload)),
              }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', fail);
        response.on('close', () => {
          if (!response.complete) fail(new Error('the answer was cut off'));
        });
        response.on('end', () => {
          if (settled) return;
          settled = true;
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // Not JSON: kept as text, for the report.
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in time')));
    request.on('error', fail);
    request.end(payload);
  });
}

/** The answer's `data`, for a call that must succeed (the harness's own set-up). */
export async function callOk<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<T> {
  const answer = await call(baseUrl, method, path, options);
  if (answer.status !== 200) {
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return (answer.body as { data: T }).data;
}
