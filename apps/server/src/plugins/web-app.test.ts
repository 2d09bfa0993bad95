import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'ignite-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Ignite</title>');
    await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), 'brotli bytes');
    await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), 'gzip bytes');
    await fs.writeFile(path.join(dist, 'sw.js'), 'self.skipWaiting()');
    await fs.writeFile(path.join(dist, 'offline.html'), '<!doctype html><title>Offline</title>');
    await fs.mkdir(path.join(dist, 'manifests'));
    await fs.writeFile(path.join(dist, 'manifests', 'theme-1.webmanifest'), '{"name":"Ignite"}');
    await fs.mkdir(path.join(dist, 'icons'));
    await fs.writeFile(path.join(dist, 'icons', 'theme-1-192.png'), 'png bytes');
    t = await startTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('serves index.html for a client route, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/my-garage/settings?p=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Ignite</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends helmet’s page headers with a policy the app’s pages pass', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves the precompressed copy a browser accepts', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.body).toBe('console.log(1)');
  });

  it('serves the service worker revalidated on every check, as a script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('self.skipWaiting()');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript\b/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web app manifests and icons revalidated, with their own types', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifests/theme-1.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Ignite' });
    const icon = await t.app.inject({ method: 'GET', url: '/icons/theme-1-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const offline = await t.app.inject({ method: 'GET', url: '/offline.html' });
    expect(offline.body).toContain('<title>Offline</title>');
    expect(offline.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file of the build with 404, never the page', async () => {
    for (const url of [
      '/sw-old.js',
      '/workbox-abc123.js',
      '/manifests/theme-gone.webmanifest',
      '/icons/theme-gone-192.png',
      '/favicon.ico',
      '/sw.js.map?x=1',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('still serves the page for an address with a dot below its first segment', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/welcome/abc.def-123' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Ignite</title>');
  });

  it('answers a missing asset or API path with 404, not the page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(
      404,
    );
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.json()).toMatchObject({ success: false, status: 404 });
  });
});
