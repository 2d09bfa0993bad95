// The map's tiles come from the configuration: none by default, so nothing needs the internet;
// configured, the pages' Content-Security-Policy lets their images in.
import { afterEach, describe, expect, test } from 'vitest';
import type { MapTiles } from '@ignite/domain/safety/safety-api';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const tilesOf = (app: TestApp['app']) =>
  call<MapTiles>(app, { method: 'GET', url: '/api/safety/map-tiles' });
const pagePolicy = async (app: TestApp['app']) =>
  String((await app.inject({ method: 'GET', url: '/safety' })).headers['content-security-policy']);

describe('the map’s tiles', () => {
  test('by default: no tile URL (the placeholder shows), and images only from here', async () => {
    t = await startTestApp();
    const { statusCode, body } = await tilesOf(t.app);
    expect(statusCode).toBe(200);
    expect(body.data).toEqual({ tileUrl: null, attribution: null });
    expect(await pagePolicy(t.app)).toContain("img-src 'self' data: blob:;");
  });

  test('configured: the template and attribution, without a sign-in; the tile host may serve images', async () => {
    const mapTiles = {
      tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: '&copy; Example Maps',
    };
    t = await startTestApp({ mapTiles });
    expect((await tilesOf(t.app)).body.data).toEqual(mapTiles);
    expect(await pagePolicy(t.app)).toContain(
      "img-src 'self' data: blob: https://*.tiles.example.org;",
    );
  });
});
