import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfiguration } from '@ignite/domain/app-configuration';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/sessions.ts';

describe('GET /api/app-configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const get = async (username: string) => {
    const { tokens } = await signIn(t.app, username);
    return call<AppConfiguration>(t.app, {
      method: 'GET',
      url: '/api/app-configuration',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
  };

  it.each([
    ['owner@demo.ignite', 'theme-1', true, false],
    ['generic@demo.ignite', 'theme-default', true, true],
    ['newcar@demo.ignite', 'theme-isuzu', false, false],
    ['dealer@demo.ignite', 'theme-1', true, false],
  ])('answers %s their app: %s', async (username, theme, isDarkMode, isGeneric) => {
    const { statusCode, body } = await get(username);
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({ theme, isDarkMode, isGeneric, isValid: true });
    expect(body.data).not.toHaveProperty('launchSecret');
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/app-configuration' })).statusCode).toBe(
      401,
    );
  });
});
