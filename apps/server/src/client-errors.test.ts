// A body that never arrived used to hold its socket open for ever, and 408, 414, 431 and HTTP
// parser errors answered Fastify's own shape. Every answer now has the result shape, and a
// slow request is cut off like slow headers are.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp({ requestTimeoutSeconds: 1 });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(() => t.close());

type Answer = { status: number; body: unknown; elapsedMs: number };

/** Writes raw bytes and reads whatever the server answers until it closes the socket. */
function rawExchange(chunks: string[]): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (data) => (received += data.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const status = Number(head.split(' ')[1]);
      resolve({ status, body: JSON.parse(body || 'null'), elapsedMs: Date.now() - started });
    });
    for (const chunk of chunks) socket.write(chunk);
  });
}

const shaped = (status: number) => ({
  success: false,
  status,
  data: null,
  messages: [expect.any(String)],
});

describe('requests that fail before a route runs', () => {
  it('answer 408 in the result shape when the body stops arriving', async () => {
    const answer = await rawExchange([
      'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n',
      '{"username"',
    ]);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({
      ...shaped(408),
      messages: ['The request took too long to arrive'],
    });
    // Cut off within the timeout and one check of the connections, not held open.
    expect(answer.elapsedMs).toBeLessThan(5_000);
  });

  it('answer 408 when the headers stop arriving', async () => {
    const answer = await rawExchange(['GET /api/health HTTP/1.1\r\nHost: x\r\n']);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual(shaped(408));
  });

  it('answer 431 in the result shape for headers that are too large', async () => {
    const answer = await rawExchange([
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]);
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({
      ...shaped(431),
      messages: ['The request headers are too large'],
    });
  });

  it('answer 400 in the result shape for bytes that are not HTTP', async () => {
    const answer = await rawExchange(['NOT HTTP AT ALL\r\n\r\n']);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ ...shaped(400), messages: ['The request is not valid HTTP'] });
  });

  it('answer 414 in the result shape for a path parameter that is too long', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/consumer/${'a'.repeat(300)}/vehicles/x`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ ...shaped(414), messages: ['The address is too long'] });
  });

  it('answer 400 in the result shape for a path that is not a valid URL', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/consumer/%E0%A4%A/vehicles/x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ...shaped(400),
      messages: ['The address is not a valid URL'],
    });
  });

  it('answer the body parser refusals in the result shape', async () => {
    const cases = [
      { headers: { 'content-type': 'application/json' }, payload: '{"broken' },
      { headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
      { headers: { 'content-type': 'application/json' }, payload: `"${'x'.repeat(70_000)}"` },
      { headers: { 'content-type': 'application/json' }, payload: '' },
    ];
    const statuses = [];
    for (const bad of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/user/login', ...bad });
      statuses.push(response.statusCode);
      expect(response.json()).toEqual(shaped(response.statusCode));
    }
    expect(statuses).toEqual([400, 415, 413, 400]);
  });
});
