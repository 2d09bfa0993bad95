// Making a location link through the whole app (decision 0032): a signed-in owner only, the
// token kept only as its hash, coordinates and durations checked, a limit per owner.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SAFETY_MESSAGES as M } from '@ignite/domain/safety/safety-api';
import { shareLinkCalls, SYDNEY } from '../../../test/safety-test-kit.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashSecretToken } from '../../core/secret-tokens.ts';

let t: TestApp;
let calls: ReturnType<typeof shareLinkCalls>;
beforeAll(async () => {
  t = await startTestApp();
  calls = shareLinkCalls(t);
});
afterAll(() => t.close());

describe('making a link', () => {
  test('without a sign-in: 401, and nothing is stored', async () => {
    const before = await calls.countRows();
    const { statusCode, body } = await calls.create(null, { ...SYDNEY, durationHours: 1 });
    expect(statusCode).toBe(401);
    expect(body.success).toBe(false);
    expect(await calls.countRows()).toBe(before);
  });

  test('the owner shares for 8 hours: a 43-character token, stored only as its SHA-256 hash', async () => {
    const owner = await calls.authOf('owner@demo.ignite');
    const made = await calls.create(owner, { ...SYDNEY, durationHours: 8 });
    expect(made.statusCode).toBe(200);
    const link = made.body.data;
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject(SYDNEY);
    expect(Date.parse(link.expiresAt) - Date.parse(link.sharedAt)).toBe(8 * 3_600_000);
    expect(link.sharedAt).toBe(t.clock.now().toISOString());

    const row = await calls.rowOf(link.shareLinkId);
    expect(row?.tokenHash).toBe(hashSecretToken(link.token));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(row ?? {})).not.toContain(link.token);

    // Listed for its owner, without the token: it is shown once, when made.
    const listed = (await calls.list(owner)).body.data.links;
    expect(listed.find((l) => l.shareLinkId === link.shareLinkId)).toEqual({
      shareLinkId: link.shareLinkId,
      ...SYDNEY,
      sharedAt: link.sharedAt,
      expiresAt: link.expiresAt,
      nameToShow: null,
    });
    expect(JSON.stringify(listed)).not.toContain(link.token);
  });

  test.each([
    [
      'a latitude past 90',
      { latitude: 90.5, longitude: 151, durationHours: 1 },
      [M.latitudeInvalid],
    ],
    [
      'a longitude past -180',
      { latitude: -33, longitude: -181, durationHours: 1 },
      [M.longitudeInvalid],
    ],
    [
      'coordinates as text',
      { latitude: '-33.8', longitude: '151.2', durationHours: 1 },
      [M.latitudeInvalid, M.longitudeInvalid],
    ],
    [
      'a number too large for JSON’s doubles',
      '{"latitude":1e400,"longitude":0,"durationHours":1}',
      [M.latitudeInvalid],
    ],
    ['a duration not on offer', { ...SYDNEY, durationHours: 2 }, [M.durationInvalid]],
    [
      'no body at all',
      'null',
      ['A JSON body with latitude, longitude and durationHours is required'],
    ],
    ['a NUL byte', { ...SYDNEY, durationHours: 1, note: 'x\u0000' }, null],
    [
      'an extra field of 50,000 characters',
      { ...SYDNEY, durationHours: 1, note: 'x'.repeat(50_000) },
      null,
    ],
  ])('%s: 400 with the reason, and nothing stored', async (_, payload, messages) => {
    const owner = await calls.authOf('owner@demo.ignite');
    const before = await calls.countRows();
    const { statusCode, body } = await call(t.app, {
      method: 'POST',
      url: '/api/safety/share-links',
      headers: { ...owner, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(statusCode).toBe(400);
    expect(body.success).toBe(false);
    if (messages) expect(body.messages).toEqual(messages);
    else expect(body.messages.length).toBeGreaterThan(0);
    expect(await calls.countRows()).toBe(before);
  });

  test('a body past the server’s 64 KB is refused before it is read (413, as every route)', async () => {
    const owner = await calls.authOf('owner@demo.ignite');
    const { statusCode, body } = await call(t.app, {
      method: 'POST',
      url: '/api/safety/share-links',
      headers: { ...owner, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...SYDNEY, durationHours: 1, note: 'x'.repeat(70_000) }),
    });
    expect(statusCode).toBe(413);
    expect(body.success).toBe(false);
  });

  test('20 links an hour per owner; the 21st waits for the hour (429), others are not held', async () => {
    const protect = await calls.authOf('protect@demo.ignite');
    for (let i = 0; i < 20; i++) {
      expect((await calls.create(protect, { ...SYDNEY, durationHours: 1 })).statusCode).toBe(200);
    }
    const refused = await calls.create(protect, { ...SYDNEY, durationHours: 1 });
    expect(refused.statusCode).toBe(429);
    expect(refused.body.messages).toEqual([M.tooManyLinks]);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    const generic = await calls.authOf('generic@demo.ignite');
    expect((await calls.create(generic, { ...SYDNEY, durationHours: 1 })).statusCode).toBe(200);
  });
});
