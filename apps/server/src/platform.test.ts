import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { registerErrorHandler } from './plugins/errors.ts';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';

describe('the platform around the routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers GET /api/health when the database answers', async () => {
    const { statusCode, body } = await call(t.app, { method: 'GET', url: '/api/health' });
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      success: true,
      status: 200,
      data: { database: expect.any(String) },
      messages: [],
    });
  });

  it('answers an unknown API path with a 404 result', async () => {
    const { statusCode, body } = await call(t.app, { method: 'GET', url: '/api/no-such-thing' });
    expect(statusCode).toBe(404);
    expect(body.success).toBe(false);
  });

  it('publishes the OpenAPI document with every route and its schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/login',
        '/api/user/refresh-token',
        '/api/user/logout',
        '/api/authentication/login',
        '/api/consumer/{organisationConsumerId}/vehicles/{vehicleId}',
        '/api/health',
      ]),
    );
    expect(doc.paths['/api/user/login']?.post?.requestBody).toBeDefined();
  });

  it('sends the API security headers and the caller’s request id on a JSON answer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    // Plain HTTP: HSTS only on answers over HTTPS (security-headers.test.ts).
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-request-id']).toBe('lb-1234');
  });

  it('makes a request id when the caller’s is missing or not sane', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id; drop table' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the error handler', () => {
  it('never shows internals on a 5xx', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db failed');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      status: 500,
      data: null,
      messages: [GENERIC_ERROR_MESSAGE],
    });
    await app.close();
  });
});
