import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logSafeRequest, withoutLinkTokens } from './log-safe-request.ts';

const TOKEN = 'LoNo6pJkXELinJxy-OLr0XERaPXfTiMpPJWRWGuyBXs';

describe('logSafeRequest', () => {
  it('leaves a location link’s token out of the URL, the page and the API alike', () => {
    expect(withoutLinkTokens(`/shared-location/${TOKEN}`)).toBe('/shared-location/(not logged)');
    expect(withoutLinkTokens(`/api/safety/shared-location/${TOKEN}?x=1`)).toBe(
      '/api/safety/shared-location/(not logged)?x=1',
    );
    expect(withoutLinkTokens('/api/safety/share-links/6b1f')).toBe('/api/safety/share-links/6b1f');
  });

  it('is what Fastify logs for a request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream, serializers: { req: logSafeRequest } },
    });
    app.get('/shared-location/:token', async () => 'ok');
    await app.inject({ method: 'GET', url: `/shared-location/${TOKEN}` });
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('/shared-location/(not logged)');
    expect(logged).not.toContain(TOKEN);
  });
});
