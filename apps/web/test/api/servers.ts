import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Session } from '@ignite/domain/session';
import { startTestApp, type TestApp } from '../../../server/test/test-app.ts';

export const PASSWORD = 'demo1234';

function urlOf(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** The real Ignite server on a private copy of the seeded database, listening on a port. */
export async function startIgnite(): Promise<TestApp & { url: string }> {
  // The shortest access-token life the config allows; tests move the app's clock past it.
  const t = await startTestApp({ accessTokenTtlSeconds: 30 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...t, url: urlOf(t.app) };
}

/** Signs in straight through HTTP, outside the layer, so a test starts with a session. */
export async function signIn(url: string, username = 'owner@demo.ignite'): Promise<Session> {
  const response = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const body = (await response.json()) as { data: Session };
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}`);
  return body.data;
}

/**
 * A small extra server for what the real app has no route for: arrival order, answers
 * without a body, other servers' error shapes. It records each request as it arrives.
 */
export async function startScriptedServer(register: (app: FastifyInstance) => void) {
  const arrivals: { method: string; url: string; body: unknown; headers: Headers }[] = [];
  const app = Fastify();
  app.addHook('preHandler', async (request) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    arrivals.push({
      method: request.method,
      url: request.url,
      body: request.body ?? null,
      headers,
    });
  });
  register(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: urlOf(app), arrivals, close: () => app.close() };
}

/** A port nothing listens on: found free, then released. */
export async function unusedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
