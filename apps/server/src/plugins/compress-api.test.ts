import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { MIN_COMPRESSED_BYTES } from './compress-api.ts';

describe('compressing API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // A sign-in answers the user, the vehicle and the tokens: several kilobytes.
  const signIn = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { username: 'owner@demo.ignite', password: 'demo1234' },
    });

  it('sends a large answer as brotli or gzip, as the client accepts', async () => {
    const plain = await signIn({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    const shape = (body: string) => Object.keys(JSON.parse(body).data);

    const br = await signIn({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length * 0.75);
    expect(shape(brotliDecompressSync(br.rawPayload).toString())).toEqual(shape(plain.body));

    const gz = await signIn({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(shape(gunzipSync(gz.rawPayload).toString())).toEqual(shape(plain.body));
  });

  it('compresses the My Garage answer, which is sent as cached bytes', async () => {
    const session = JSON.parse((await signIn({})).body).data.user;
    const url = `/api/consumer/${session.organisationConsumerId}/my-garage/${session.activeVehicle.vehicleId}`;
    const tokens = JSON.parse((await signIn({})).body).data.tokens;
    const headers = { authorization: `Bearer ${tokens.accessToken}`, 'accept-encoding': 'br' };
    for (const round of ['computed', 'cached']) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode, round).toBe(200);
      expect(response.headers['content-encoding'], round).toBe('br');
      const model = JSON.parse(brotliDecompressSync(response.rawPayload).toString());
      expect(model.data.vehicle.vehicleId, round).toBe(session.activeVehicle.vehicleId);
    }
  });

  it('leaves answers smaller than a packet as they are', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ success: true });
  });

  it('never decompresses a request body: a gzip-encoded sign-in is not read as JSON', async () => {
    const { gzipSync } = await import('node:zlib');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'owner@demo.ignite', password: 'demo1234' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, status: 400 });
  });
});
