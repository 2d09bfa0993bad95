import type { FastifyInstance } from 'fastify';
import type { Session, Tokens } from '@ignite/domain/session';
import type { User } from '@ignite/domain/user';
import { call } from './test-app.ts';

export const PASSWORD = 'demo1234';

export async function signIn(
  app: FastifyInstance,
  username = 'owner@demo.ignite',
  headers: Record<string, string> = {},
): Promise<Session> {
  const { statusCode, body } = await call<Session>(app, {
    method: 'POST',
    url: '/api/user/login',
    headers,
    payload: { username, password: PASSWORD },
  });
  if (statusCode !== 200) throw new Error(`sign-in failed: ${statusCode} ${body.messages.join()}`);
  return body.data;
}

/** A refresh as the web client sends it: tokens in the body and in the headers. */
export function refresh(
  app: FastifyInstance,
  tokens: Pick<Tokens, 'browserId' | 'accessToken'>,
  refreshToken: string,
) {
  return call<{ tokens: Tokens; user: User | null }>(app, {
    method: 'POST',
    url: '/api/user/refresh-token',
    headers: {
      authorization: `Bearer ${tokens.accessToken}`,
      refreshtoken: refreshToken,
      'x-browser-id': tokens.browserId,
    },
    payload: { refreshToken, accessToken: tokens.accessToken },
  });
}

export function getCurrentUser(app: FastifyInstance, accessToken: string) {
  return call(app, {
    method: 'GET',
    url: '/api/user/current',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}
