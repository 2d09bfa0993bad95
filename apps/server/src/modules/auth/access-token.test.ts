import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@ignite/domain/session';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_SIGNING_KEY } from '../../../test/test-secrets.ts';
import { getCurrentUser, signIn } from '../../../test/sessions.ts';

describe('access tokens on a protected route', () => {
  let t: TestApp;
  let session: Session;
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    t = await startTestApp();
    session = await signIn(t.app);
    const payload = session.tokens.accessToken.split('.')[1] ?? '';
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  });
  afterAll(() => t.close());

  const key = new TextEncoder().encode(TEST_SIGNING_KEY);
  const expectRefused = async (token: string) => {
    const { statusCode, body } = await getCurrentUser(t.app, token);
    expect(statusCode).toBe(401);
    expect(body.messages).toEqual(['User session has expired']);
  };

  it('reads the current user from a valid token', async () => {
    const { statusCode, body } = await getCurrentUser(t.app, session.tokens.accessToken);
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({
      firstName: 'Olivia',
      organisationConsumerId: session.user.organisationConsumerId,
    });
  });

  it('refuses a request without a token', async () => {
    const { statusCode } = await t.app.inject({ method: 'GET', url: '/api/user/current' });
    expect(statusCode).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const [header, , signature] = session.tokens.accessToken.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    await expectRefused(`${header}.${forged}.${signature}`);
  });

  it('refuses an expired token', async () => {
    t.clock.advanceSeconds(t.config.accessTokenTtlSeconds + 1);
    try {
      await expectRefused(session.tokens.accessToken);
    } finally {
      t.clock.advanceSeconds(-(t.config.accessTokenTtlSeconds + 1));
    }
  });

  it('refuses an alg: none token', async () => {
    await expectRefused(new UnsecuredJWT(claims).encode());
  });

  it('refuses a token signed with another algorithm and the same key', async () => {
    await expectRefused(await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key));
  });

  it('refuses an RS256 token', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    await expectRefused(
      await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign(privateKey),
    );
  });

  it('refuses a token signed with another key', async () => {
    const otherKey = new TextEncoder().encode(
      'a-completely-different-signing-key-of-enough-length',
    );
    await expectRefused(
      await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(otherKey),
    );
  });

  it('refuses a refresh token used as an access token', async () => {
    await expectRefused(session.tokens.refreshToken);
  });

  it('refuses a malformed Authorization header', async () => {
    const { statusCode } = await t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: { authorization: `Basic ${session.tokens.accessToken}` },
    });
    expect(statusCode).toBe(401);
  });
});
