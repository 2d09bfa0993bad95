// A buyer's link to the service record: made and turned off by the owner only, readable by
// whoever holds it for 14 days, showing the car and its care and nothing about the owner.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SERVICE_RECORD_MESSAGES as M } from '@ignite/domain/service-record/service-record-api';
import { serviceRecordShares } from '../../db/notifications-schema.ts';
import { users, vehicles as vehiclesTable } from '../../db/schema.ts';
import { type Auth, serviceRecordCalls, tokenOf } from '../../../test/service-record-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashSecretToken } from '../../core/secret-tokens.ts';
import { SERVICE_RECORD_LINKS_PER_HOUR } from './service-record-service.ts';

const DAY_SECONDS = 86_400;

let t: TestApp;
let calls: ReturnType<typeof serviceRecordCalls>;
let vehicleId: string;
/** Signs the owner in afresh: a test that moves the clock outlives the access token. */
const owner = () => calls.authOf('owner@demo.ignite');
const sharesOf = (id: string) =>
  t.db.select().from(serviceRecordShares).where(eq(serviceRecordShares.vehicleId, id));

beforeAll(async () => {
  t = await startTestApp();
  calls = serviceRecordCalls(t);
  vehicleId = (await calls.ownerOf('owner@demo.ignite')).vehicle.id;
});
afterAll(() => t.close());

describe('making a link', () => {
  test('answers the public page’s URL and when it ends; only the token’s hash is kept', async () => {
    const made = await calls.share(await owner(), vehicleId);
    expect(made.statusCode).toBe(200);
    const { url, expiresAt } = made.body.data;
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/service-record/[A-Za-z0-9_-]{43}$`));
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBe(14 * DAY_SECONDS * 1000);

    const token = tokenOf(url);
    const rows = await sharesOf(vehicleId);
    const row = rows.find((r) => r.tokenHash === hashSecretToken(token));
    expect(row).toMatchObject({ revokedAt: null });
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test('another owner cannot make, or turn off, a link to this car (404, nothing changes)', async () => {
    const made = (await calls.share(await owner(), vehicleId)).body.data;
    const before = await sharesOf(vehicleId);
    const priya: Auth = await calls.authOf('protect@demo.ignite');

    const share = await calls.share(priya, vehicleId);
    expect(share.statusCode).toBe(404);
    expect(share.body.messages).toEqual(['Vehicle not found']);
    const revoke = await calls.revoke(priya, vehicleId);
    expect(revoke.statusCode).toBe(404);
    expect(revoke.body.messages).toEqual(['Vehicle not found']);

    expect(await sharesOf(vehicleId)).toEqual(before);
    expect((await calls.view(tokenOf(made.url))).statusCode).toBe(200);
    expect((await calls.share(null, vehicleId)).statusCode).toBe(401);
    expect((await calls.revoke(null, vehicleId)).statusCode).toBe(401);
  });

  test(`at most ${SERVICE_RECORD_LINKS_PER_HOUR} links an hour per owner, then 429`, async () => {
    // A world of its own: the other tests' links count against the same hour.
    const own = await startTestApp();
    try {
      const ownCalls = serviceRecordCalls(own);
      const auth = await ownCalls.authOf('owner@demo.ignite');
      for (let i = 0; i < SERVICE_RECORD_LINKS_PER_HOUR; i += 1) {
        expect((await ownCalls.share(auth, vehicleId)).statusCode).toBe(200);
      }
      const refused = await ownCalls.share(auth, vehicleId);
      expect(refused.statusCode).toBe(429);
      expect(refused.body.messages).toEqual([M.tooManyLinks]);
      expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });
});

describe('the shared record', () => {
  test('shows the car, its dealership, its readings and its services', async () => {
    const { url, expiresAt } = (await calls.share(await owner(), vehicleId)).body.data;
    const seen = await calls.view(tokenOf(url));
    expect(seen.statusCode).toBe(200);
    const record = seen.body.data;
    expect(record.vehicle).toMatchObject({
      make: 'Toyota',
      model: 'RAV4 Hybrid',
      year: 2022,
      rego: 'CXR52H',
      regoState: 'NSW',
      odometer: 57_300,
    });
    expect(record.dealership).toEqual({
      name: 'Harbour City Motors',
      phone: '0296301000',
      suburb: 'Parramatta',
      state: 'NSW',
    });
    expect(record.odometerReadings[0]?.odometer).toBe(57_300);
    expect(record.serviceLog.map((s) => s.title)).toContain('45,000 km service');
    expect(record.expiresAt).toBe(expiresAt);
    expect(Object.keys(record).sort()).toEqual(
      ['dealership', 'expiresAt', 'odometerReadings', 'serviceLog', 'vehicle'].sort(),
    );
  });

  test('carries nothing about the owner: no name, email, mobile, nickname or ids', async () => {
    // The seed gives Olivia no mobile; the welcome flow would.
    await t.db
      .update(users)
      .set({ mobileNumber: '+61412345678' })
      .where(eq(users.username, 'owner@demo.ignite'));
    const { user, vehicle } = await calls.ownerOf('owner@demo.ignite');
    const { url } = (await calls.share(await owner(), vehicleId)).body.data;
    const answer = await calls.view(tokenOf(url));
    const serialized = answer.response.body.toLowerCase();
    const personal = [
      user.firstName,
      user.lastName,
      user.email,
      user.username,
      user.mobileNumber,
      // A mobile as it is written as well as stored.
      '0412345678',
      '0412 345 678',
      vehicle.nickname,
      user.id,
      vehicle.id,
      vehicle.appVehicleId,
      user.organisationConsumerId,
      user.appConsumerId,
    ].filter((value): value is string => typeof value === 'string' && value !== '');
    expect(personal.length).toBe(13);
    for (const value of personal) expect(serialized, value).not.toContain(value.toLowerCase());
  });

  test('open just before 14 days; at 14 days exactly it is a 404 like any closed link', async () => {
    const { url } = (await calls.share(await owner(), vehicleId)).body.data;
    const token = tokenOf(url);
    t.clock.advanceSeconds(14 * DAY_SECONDS - 1);
    expect((await calls.view(token)).statusCode).toBe(200);
    t.clock.advanceSeconds(1);
    const lapsed = await calls.view(token);
    expect(lapsed.statusCode).toBe(404);
    expect(lapsed.body.messages).toEqual([M.linkClosed]);
  });

  test('turned off: every open link of the car closes; a new one works again', async () => {
    const auth = await owner();
    const first = tokenOf((await calls.share(auth, vehicleId)).body.data.url);
    const second = tokenOf((await calls.share(auth, vehicleId)).body.data.url);
    const revoked = await calls.revoke(auth, vehicleId);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body.data).toBe(true);
    for (const token of [first, second]) {
      const closed = await calls.view(token);
      expect(closed.statusCode).toBe(404);
      expect(closed.body.messages).toEqual([M.linkClosed]);
    }
    // Turning off with none open is still done.
    expect((await calls.revoke(auth, vehicleId)).statusCode).toBe(200);
    const fresh = tokenOf((await calls.share(auth, vehicleId)).body.data.url);
    expect((await calls.view(fresh)).statusCode).toBe(200);
  });

  test('turning off one car’s links leaves another owner’s open', async () => {
    const priya = await calls.authOf('protect@demo.ignite');
    const priyasCar = (await calls.ownerOf('protect@demo.ignite')).vehicle.id;
    const theirs = tokenOf((await calls.share(priya, priyasCar)).body.data.url);
    await calls.revoke(await owner(), vehicleId);
    expect((await calls.view(theirs)).statusCode).toBe(200);
  });

  test('an unknown token is the same 404; a malformed one is a 400', async () => {
    const unknown = await calls.view('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.messages).toEqual([M.linkClosed]);
    for (const bad of ['short', 'A'.repeat(44), `${'A'.repeat(42)}+`]) {
      const { statusCode, body } = await calls.view(bad);
      expect(statusCode).toBe(400);
      expect(body.messages).toEqual([M.tokenInvalid]);
    }
    const nul = await calls.view(`${'A'.repeat(42)}%00`);
    expect(nul.statusCode).toBe(400);
    expect(nul.body.success).toBe(false);
  });

  test('a car back in a dealership’s stock closes its links', async () => {
    const sam = await calls.authOf('shared@demo.ignite');
    const samsCar = (await calls.ownerOf('shared@demo.ignite')).vehicle;
    const token = tokenOf((await calls.share(sam, samsCar.id)).body.data.url);
    await t.db.update(vehiclesTable).set({ ownerId: null }).where(eq(vehiclesTable.id, samsCar.id));
    try {
      expect((await calls.view(token)).statusCode).toBe(404);
    } finally {
      await t.db
        .update(vehiclesTable)
        .set({ ownerId: samsCar.ownerId })
        .where(eq(vehiclesTable.id, samsCar.id));
    }
  });

  test('a car sold on closes its links: the buyer never sees the next owner’s record', async () => {
    const sam = await calls.authOf('shared@demo.ignite');
    const samsCar = (await calls.ownerOf('shared@demo.ignite')).vehicle;
    const token = tokenOf((await calls.share(sam, samsCar.id)).body.data.url);
    expect((await calls.view(token)).statusCode).toBe(200);
    const nextOwner = (await calls.ownerOf('generic@demo.ignite')).vehicle.ownerId;
    await t.db
      .update(vehiclesTable)
      .set({ ownerId: nextOwner })
      .where(eq(vehiclesTable.id, samsCar.id));
    try {
      expect((await calls.view(token)).statusCode).toBe(404);
    } finally {
      await t.db
        .update(vehiclesTable)
        .set({ ownerId: samsCar.ownerId })
        .where(eq(vehiclesTable.id, samsCar.id));
    }
  });

  test(`past 60 views a minute from one address: 429; another address still reads`, async () => {
    const token = tokenOf((await calls.share(await owner(), vehicleId)).body.data.url);
    for (let i = 0; i < 60; i += 1) {
      expect((await calls.view(token, '203.0.113.7')).statusCode).toBe(200);
    }
    const refused = await calls.view(token, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.body.messages).toEqual([M.tooManyViews]);
    expect((await calls.view(token, '203.0.113.8')).statusCode).toBe(200);
  });
});
