import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLoggerFactory } from './lazy-request-logger.ts';

function appLoggingTo(lines: string[], level: string) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: lazyChildLoggerFactory });
  app.get('/', async (request) => {
    request.log.info('an info line');
    request.log.warn({ detail: 42 }, 'a warning');
    return 'ok';
  });
  return app;
}

describe('lazyChildLoggerFactory', () => {
  it('writes what the level lets through, with the request id', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines, 'warn');
    await app.inject({ method: 'GET', url: '/' });
    const logged = lines.map(
      (l) => JSON.parse(l) as { msg: string; reqId: string; detail?: number },
    );
    expect(logged.map((l) => l.msg)).toEqual(['a warning']);
    expect(logged[0]?.reqId).toMatch(/^req-/);
    expect(logged[0]?.detail).toBe(42);
    await app.close();
  });

  it('logs every request at info level, as Fastify does', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines, 'info');
    await app.inject({ method: 'GET', url: '/' });
    const messages = lines.map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(messages).toEqual([
      'incoming request',
      'an info line',
      'a warning',
      'request completed',
    ]);
    const ids = new Set(lines.map((l) => (JSON.parse(l) as { reqId: string }).reqId));
    expect(ids.size).toBe(1);
    await app.close();
  });
});
