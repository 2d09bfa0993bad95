import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LaunchParameters } from '@ignite/domain/launch/launch-api';
import { appConfigurations, users, vehicles } from '../../../db/schema.ts';
import {
  call,
  startSecondInstance,
  startTestApp,
  type TestApp,
} from '../../../../test/test-app.ts';
import { getCurrentUser } from '../../../../test/sessions.ts';
import { EXPIRED_LAUNCH, INVALID_LAUNCH, REPLAYED_LAUNCH } from './launch-service.ts';
import { signLaunch } from './launch-signature.ts';

async function personaLaunch(t: TestApp, username: string) {
  const [row] = await t.db
    .select({ user: users, vehicle: vehicles, secret: appConfigurations.launchSecret })
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.ownerId))
    .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
    .where(eq(users.username, username));
  if (!row?.user.appConsumerId) throw new Error(`no launchable vehicle for ${username}`);
  const params: LaunchParameters = {
    appConsumerId: row.user.appConsumerId,
    appVehicleId: row.vehicle.appVehicleId,
    appMode: '1',
    gpsLat: '-33.8148',
    gpsLong: '151.0017',
    nonce: randomBytes(16).toString('base64url'),
    timestamp: String(Math.floor(t.clock.now().getTime() / 1000)),
  };
  return { params, secret: row.secret, sign: signLaunch(row.secret, params) };
}

const launch = (t: TestApp, payload: Record<string, unknown>) =>
  call<
    Record<string, { firstName?: string; vehicleId?: string; theme?: string; accessToken?: string }>
  >(t.app, { method: 'POST', url: '/api/authentication/login', payload });

describe('POST /api/authentication/login (signed launch)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  it('signs the owner in and answers user, vehicle, appConfiguration and tokens', async () => {
    const { params, sign } = await personaLaunch(t, 'owner@demo.ignite');
    const { statusCode, body } = await launch(t, { ...params, sign });
    expect(statusCode).toBe(200);
    expect(body.data.user?.firstName).toBe('Olivia');
    expect(body.data.vehicle?.vehicleId).toBeDefined();
    expect(body.data.appConfiguration?.theme).toBe('theme-1');
    expect(body.data.appConfiguration).not.toHaveProperty('launchSecret');
    expect((await getCurrentUser(t.app, body.data.tokens?.accessToken ?? '')).statusCode).toBe(200);
  });

  it('signs ids lower-case without dashes, so upper-case ids launch too', async () => {
    const { params, sign } = await personaLaunch(t, 'owner@demo.ignite');
    const shouted = {
      ...params,
      appConsumerId: params.appConsumerId.toUpperCase(),
      appVehicleId: params.appVehicleId.toUpperCase(),
    };
    expect((await launch(t, { ...shouted, sign })).statusCode).toBe(200);
  });

  it('accepts each nonce once', async () => {
    const { params, sign } = await personaLaunch(t, 'owner@demo.ignite');
    expect((await launch(t, { ...params, sign })).statusCode).toBe(200);
    const replay = await launch(t, { ...params, sign });
    expect(replay.statusCode).toBe(401);
    expect(replay.body.messages).toEqual([REPLAYED_LAUNCH]);
  });

  it('accepts each nonce once across server instances sharing the database', async () => {
    const second = await startSecondInstance(t);
    try {
      const { params, sign } = await personaLaunch(t, 'owner@demo.ignite');
      expect((await launch(t, { ...params, sign })).statusCode).toBe(200);
      const replay = await second.inject({
        method: 'POST',
        url: '/api/authentication/login',
        payload: { ...params, sign },
      });
      expect(replay.statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it.each([
    ['300 s old', -300, 200],
    ['301 s old', -301, 401],
    ['300 s ahead', 300, 200],
    ['301 s ahead', 301, 401],
  ])('treats a timestamp %s as fresh or expired', async (_name, offset, expected) => {
    const { params, secret } = await personaLaunch(t, 'owner@demo.ignite');
    const timed = { ...params, timestamp: String(Number(params.timestamp) + offset) };
    const { statusCode, body } = await launch(t, { ...timed, sign: signLaunch(secret, timed) });
    expect(statusCode).toBe(expected);
    if (expected === 401) expect(body.messages).toEqual([EXPIRED_LAUNCH]);
  });

  it('refuses a changed gpsLat', async () => {
    const { params, sign } = await personaLaunch(t, 'owner@demo.ignite');
    const { statusCode, body } = await launch(t, { ...params, gpsLat: '-33.8149', sign });
    expect(statusCode).toBe(401);
    expect(body.messages).toEqual([INVALID_LAUNCH]);
  });

  it('refuses an added parameter', async () => {
    const { params, sign } = await personaLaunch(t, 'owner@demo.ignite');
    const { statusCode, body } = await launch(t, { ...params, sign, isAdmin: 'true' });
    expect(statusCode).toBe(400);
    expect(body.messages.join(' ')).toContain('isAdmin');
  });

  it('refuses a link signed with another app’s secret', async () => {
    const { params } = await personaLaunch(t, 'owner@demo.ignite');
    const other = await personaLaunch(t, 'newcar@demo.ignite');
    const { statusCode } = await launch(t, { ...params, sign: signLaunch(other.secret, params) });
    expect(statusCode).toBe(401);
  });

  it('refuses one persona’s vehicle launched as another consumer', async () => {
    const owner = await personaLaunch(t, 'owner@demo.ignite');
    const protect = await personaLaunch(t, 'protect@demo.ignite');
    const mixed = { ...owner.params, appVehicleId: protect.params.appVehicleId };
    const { statusCode, body } = await launch(t, {
      ...mixed,
      sign: signLaunch(owner.secret, mixed),
    });
    expect(statusCode).toBe(401);
    expect(body.messages).toEqual([INVALID_LAUNCH]);
  });

  it('does not spend the nonce of a link with a bad signature', async () => {
    const { params, sign } = await personaLaunch(t, 'owner@demo.ignite');
    await launch(t, { ...params, sign: '0'.repeat(64) });
    expect((await launch(t, { ...params, sign })).statusCode).toBe(200);
  });

  it.each([
    ['a missing sign', { sign: undefined }, 'sign'],
    ['a non-UUID consumer', { appConsumerId: 'abc' }, 'appConsumerId must be a UUID'],
    ['an out-of-range latitude', { gpsLat: '91' }, 'gpsLat must be between -90 and 90'],
    ['an appMode of 2', { appMode: '2' }, 'appMode must be 0 (Easy) or 1 (Expert)'],
    ['a short nonce', { nonce: 'abc' }, 'nonce must be'],
    ['a text timestamp', { timestamp: 'yesterday' }, 'timestamp must be Unix seconds'],
  ])('answers 400 for %s', async (_name, change, message) => {
    const { params, sign } = await personaLaunch(t, 'owner@demo.ignite');
    const payload = Object.fromEntries(
      Object.entries({ ...params, sign, ...change }).filter(([, v]) => v !== undefined),
    );
    const { statusCode, body } = await launch(t, payload);
    expect(statusCode).toBe(400);
    expect(body.messages.join(' ')).toContain(message);
  });
});

describe('GET /api/demo/launch-links', () => {
  it('issues signed links that sign each persona in, without exposing a secret', async () => {
    const t = await startTestApp({ demoMode: true });
    try {
      const { body } = await call<{ username: string; url: string }[]>(t.app, {
        method: 'GET',
        url: '/api/demo/launch-links',
      });
      expect(body.data.map((l) => l.username)).toContain('owner@demo.ignite');
      const [secret] = await t.db
        .select({ s: appConfigurations.launchSecret })
        .from(appConfigurations);
      expect(JSON.stringify(body)).not.toContain(secret?.s);
      const link = body.data.find((l) => l.username === 'owner@demo.ignite');
      const query = Object.fromEntries(new URL(link?.url ?? '', 'http://x').searchParams);
      expect((await launch(t, query)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('does not exist outside demo mode', async () => {
    const t = await startTestApp({ demoMode: false });
    try {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/demo/launch-links' })).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  });
});
