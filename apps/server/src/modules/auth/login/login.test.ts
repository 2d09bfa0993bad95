import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { PASSWORD } from '../../../../test/sessions.ts';
import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS } from './login-service.ts';

const login = (
  t: TestApp,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) =>
  call(t.app, {
    method: 'POST',
    url: '/api/user/login',
    payload: payload as object,
    headers,
    remoteAddress,
  });

describe('POST /api/user/login', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ loginMaxFailuresPerAddress: 12 });
  });
  afterEach(() => t.close());

  it('answers the user with every spec field and the session tokens', async () => {
    const { statusCode, body } = await login(t, {
      username: 'owner@demo.ignite',
      password: PASSWORD,
    });
    expect(statusCode).toBe(200);
    expect(body.success).toBe(true);
    const data = body.data as { user: Record<string, unknown>; tokens: Record<string, unknown> };
    expect(Object.keys(data.user).sort()).toEqual(
      [
        'activeVehicle',
        'appConsumerId',
        'appMode',
        'appName',
        'cashbackType',
        'email',
        'firstName',
        'isDealerMode',
        'lastName',
        'organisationConsumerId',
        'organisationId',
        'organisationName',
        'permissions',
        'roles',
      ].sort(),
    );
    expect(data.user).toMatchObject({
      firstName: 'Olivia',
      organisationName: 'Harbour City Motors',
      isDealerMode: false,
    });
    expect(Object.keys(data.tokens).sort()).toEqual(
      [
        'accessToken',
        'accessTokenExpires',
        'browserId',
        'hasInactiveTimeout',
        'inactiveSessionTimeout',
        'refreshToken',
        'refreshTokenExpires',
      ].sort(),
    );
  });

  it('keeps the browser id the client sends', async () => {
    const { body } = await login(
      t,
      { username: 'owner@demo.ignite', password: PASSWORD },
      { 'x-browser-id': 'browser-abc-123' },
    );
    expect((body.data as { tokens: { browserId: string } }).tokens.browserId).toBe(
      'browser-abc-123',
    );
  });

  it('signs in every demo persona, usernames case-insensitively', async () => {
    for (const username of [
      'OWNER@demo.ignite',
      'protect@demo.ignite',
      'generic@demo.ignite',
      'newcar@demo.ignite',
      'shared@demo.ignite',
      'dealer@demo.ignite',
    ]) {
      const { statusCode } = await login(t, { username, password: PASSWORD });
      expect(statusCode, username).toBe(200);
    }
  });

  it('gives a dealer their roles for two of the three apps', async () => {
    const { body } = await login(t, { username: 'dealer@demo.ignite', password: PASSWORD });
    const user = (body.data as { user: { isDealerMode: boolean; roles: { appIds: string[] }[] } })
      .user;
    expect(user.isDealerMode).toBe(true);
    expect(new Set(user.roles.flatMap((r) => r.appIds)).size).toBe(2);
  });

  it('answers an unknown user and a wrong password with the same status and body', async () => {
    const unknown = await login(t, { username: 'nobody@demo.ignite', password: PASSWORD });
    const wrong = await login(t, { username: 'owner@demo.ignite', password: 'wrong-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body.messages).toEqual([INVALID_CREDENTIALS]);
  });

  it('makes a guesser wait after five failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect(
        (await login(t, { username: 'owner@demo.ignite', password: `guess-${i}` })).statusCode,
      ).toBe(401);
    }
    const right = await login(t, { username: 'owner@demo.ignite', password: PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.body.messages).toEqual([TOO_MANY_ATTEMPTS]);
    expect(right.response.headers['retry-after']).toBe('15');
  });

  it('lets the same client in once its wait has passed', async () => {
    for (let i = 0; i < 5; i++) await login(t, { username: 'owner@demo.ignite', password: 'nope' });
    t.clock.advanceSeconds(15);
    expect((await login(t, { username: 'owner@demo.ignite', password: PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('doubles the wait with each further failure, up to 15 minutes', async () => {
    const waits = [];
    for (let i = 0; i < 20; i++) {
      const answer = await login(t, { username: 'owner@demo.ignite', password: 'nope' });
      const wait = answer.statusCode === 429 ? Number(answer.response.headers['retry-after']) : 0;
      waits.push(wait);
      t.clock.advanceSeconds(wait);
    }
    // Five free failures, then each failure is followed by a refusal asking to wait.
    expect(waits).toEqual([
      0, 0, 0, 0, 0, 15, 0, 30, 0, 60, 0, 120, 0, 240, 0, 480, 0, 900, 0, 900,
    ]);
  });

  it("never locks the owner out from elsewhere: another address's failures do not count", async () => {
    for (let i = 0; i < 10; i++) {
      await login(t, { username: 'owner@demo.ignite', password: `guess-${i}` }, {}, '203.0.113.66');
    }
    const owner = await login(
      t,
      { username: 'owner@demo.ignite', password: PASSWORD },
      {},
      '198.51.100.1',
    );
    expect(owner.statusCode).toBe(200);
  });

  it('lets the owner in from a device they used before while many addresses guess', async () => {
    const knownDevice = { 'x-browser-id': 'owners-own-phone' };
    await login(t, { username: 'owner@demo.ignite', password: PASSWORD }, knownDevice);
    for (let i = 0; i < 25; i++) {
      await login(t, { username: 'owner@demo.ignite', password: `guess-${i}` }, {}, `10.0.0.${i}`);
    }
    const newDevice = await login(
      t,
      { username: 'owner@demo.ignite', password: PASSWORD },
      {},
      '10.0.1.1',
    );
    expect(newDevice.statusCode).toBe(429);
    const ownPhone = await login(
      t,
      { username: 'owner@demo.ignite', password: PASSWORD },
      knownDevice,
      '10.0.1.2',
    );
    expect(ownPhone.statusCode).toBe(200);
  });

  it('never counts a successful sign-in: forty staff behind one address sign in freely', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const username = i % 2 ? 'dealer@demo.ignite' : 'owner@demo.ignite';
      statuses.add((await login(t, { username, password: PASSWORD }, {}, '192.0.2.10')).statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });

  it('counts concurrent guesses: ten at once get no more than the five free failures', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        login(t, { username: 'owner@demo.ignite', password: `parallel-${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('limits one client address across many accounts', async () => {
    const statuses = [];
    for (let i = 0; i < 13; i++) {
      statuses.push(
        (await login(t, { username: `user${i}@demo.ignite`, password: 'x' })).statusCode,
      );
    }
    expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(statuses[12]).toBe(429);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    for (let i = 0; i < 12; i++) {
      await login(
        t,
        { username: `user${i}@demo.ignite`, password: 'x' },
        { 'x-forwarded-for': `203.0.113.${i}` },
      );
    }
    const next = await login(
      t,
      { username: 'other@demo.ignite', password: 'x' },
      { 'x-forwarded-for': '198.51.100.7' },
    );
    expect(next.statusCode).toBe(429);
  });

  it.each([
    ['no body', undefined, 'A JSON body with username and password is required'],
    ['a missing password', { username: 'owner@demo.ignite' }, 'password: Password is required'],
    ['an empty username', { username: '   ', password: 'x' }, 'username: Username is required'],
    ['a number for a username', { username: 42, password: 'x' }, 'username: Username is required'],
    ['an unknown field', { username: 'a', password: 'b', admin: true }, 'Unrecognized key'],
    ['an over-long password', { username: 'a', password: 'x'.repeat(300) }, 'no more than 256'],
  ])('answers 400 with a clear message for %s', async (_name, payload, message) => {
    const { statusCode, body } = await login(t, payload);
    expect(statusCode).toBe(400);
    expect(body.success).toBe(false);
    expect(body.messages.join(' ')).toContain(message);
  });

  it('answers 400 for malformed JSON', async () => {
    const { statusCode, body } = await call(t.app, {
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(statusCode).toBe(400);
    expect(body.messages.length).toBe(1);
  });
});

describe('POST /api/user/login behind a trusted proxy', () => {
  it('counts attempts per forwarded client address', async () => {
    const t = await startTestApp({ trustProxy: true, loginMaxFailuresPerAddress: 3 });
    try {
      for (let i = 0; i < 3; i++) {
        await login(
          t,
          { username: `u${i}@demo.ignite`, password: 'x' },
          { 'x-forwarded-for': '203.0.113.9' },
        );
      }
      const sameClient = await login(
        t,
        { username: 'u9@demo.ignite', password: 'x' },
        { 'x-forwarded-for': '203.0.113.9' },
      );
      const otherClient = await login(
        t,
        { username: 'owner@demo.ignite', password: PASSWORD },
        { 'x-forwarded-for': '198.51.100.1' },
      );
      expect(sameClient.statusCode).toBe(429);
      expect(otherClient.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
