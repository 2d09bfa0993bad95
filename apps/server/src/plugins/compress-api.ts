import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Below about one TCP packet there is nothing to save, and the small answers (the current
 * user, health) stay as cheap as they were: only bigger answers, such as the sign-in
 * (~9 KB) and the garage view model (~15 KB), are compressed.
 */
export const MIN_COMPRESSED_BYTES = 1400;
/** Fast settings: a JSON answer shrinks by three quarters either way. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/**
 * Compresses the API's JSON answers for clients that accept brotli or gzip (the web app's
 * files are compressed at build time; see web-app.ts). Lighthouse on My Garage counted the
 * uncompressed sign-in and garage answers as 300 ms on a slow 4G phone (decision 0018).
 */
export type Encoding = 'br' | 'gzip';

/** The encoding a client's Accept-Encoding asks for: brotli first, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = String(acceptEncoding ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** A JSON answer compressed with the fast settings above. */
export function compressJson(payload: string | Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(payload, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(payload, { level: GZIP_LEVEL });
}

export function registerApiCompression(app: FastifyInstance) {
  // A callback hook, not an async one: the small answers pass straight through, without the
  // promise an async hook costs on every request.
  app.addHook('onSend', (request, reply, payload, done) => {
    // Serialized answers are strings; My Garage sends the bytes it cached (decision 0012).
    const isBody = typeof payload === 'string' || Buffer.isBuffer(payload);
    if (
      !isBody ||
      payload.length < MIN_COMPRESSED_BYTES ||
      !String(reply.getHeader('content-type') ?? '').includes('json') ||
      !request.url.startsWith('/api/') ||
      reply.hasHeader('content-encoding')
    ) {
      done(null, payload);
      return;
    }
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) {
      done(null, payload);
      return;
    }
    compressJson(payload, encoding).then(
      (body) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, body);
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
