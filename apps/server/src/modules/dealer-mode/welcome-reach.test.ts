// Whom a welcome text reaches and signs in, through the whole app: staff cannot point an
// existing customer's sign-in at a number of their choosing, a number typed on an account and
// never verified captures no one's car, and the texts are limited per vehicle and per number
// whoever sends them, in whichever session.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DealerVehicle } from '@ignite/domain/dealer-mode/dealer-api';
import { DEALER_MESSAGES } from '@ignite/domain/dealer-mode/dealer-rules';
import { outboxMessages } from '../../db/outbox-schema.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';
import { signIn } from '../../../test/sessions.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { INVALID_WELCOME_LINK } from '../auth/index.ts';

let t: TestApp;
let harbour = '';

beforeAll(async () => {
  t = await startTestApp();
  const [app] = await t.db
    .select({ id: appConfigurations.id })
    .from(appConfigurations)
    .where(eq(appConfigurations.name, 'Harbour City Motors'));
  harbour = app?.id ?? '';
});
afterAll(() => t.close());

type Headers = Record<string, string>;
/** A staff session of its own: each call to this is another sign-in. */
const staffSession = async (): Promise<Headers> => ({
  authorization: `Bearer ${(await signIn(t.app, 'dealer@demo.ignite')).tokens.accessToken}`,
});
const post = <T>(staff: Headers, url: string, payload: object) =>
  call<T>(t.app, { method: 'POST', url: `/api/dealermode/${url}`, headers: staff, payload });
const create = (staff: Headers, rego: string, mobile: string, extra: object = {}) =>
  post<{ vehicle: DealerVehicle }>(staff, 'create', {
    appConfigurationId: harbour,
    rego,
    regoState: 'NSW',
    odometer: 12,
    healthMonitorInstallationStatus: 1,
    mobile,
    ...extra,
  });
const resend = (staff: Headers, vehicleId: string, mobile: string) =>
  post(staff, 'resend-welcome-message', { appConfigurationId: harbour, vehicleId, mobile });

const userNamed = async (username: string) =>
  (await t.db.select().from(users).where(eq(users.username, username)))[0];
const vehicleByRego = async (rego: string) =>
  (await t.db.select().from(vehicles).where(eq(vehicles.rego, rego)))[0];
const textsTo = (e164: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, e164), eq(outboxMessages.channel, 'sms')))
    .orderBy(desc(outboxMessages.createdAt));
const welcomeTextsTo = async (e164: string) =>
  (await textsTo(e164)).filter((text) => text.body.includes('/welcome/'));
/** Opens the newest welcome link texted to the number. */
async function openNewestLink(e164: string) {
  const [newest] = await welcomeTextsTo(e164);
  const token = /\/welcome\/([A-Za-z0-9_-]{43})/.exec(newest?.body ?? '')?.[1] ?? '';
  return call<{ user: { organisationConsumerId: string | null } }>(t.app, {
    method: 'POST',
    url: '/api/authentication/welcome-link',
    payload: { token },
  });
}

describe('an existing customer is reached only at the mobile they verified', () => {
  let olivia: typeof users.$inferSelect | undefined;
  let staff: Headers;
  let created: Awaited<ReturnType<typeof create>>;
  beforeAll(async () => {
    olivia = await userNamed('owner@demo.ignite');
    await t.db
      .update(users)
      .set({ mobileNumber: '+61412555101', mobileVerified: true })
      .where(eq(users.id, olivia?.id ?? ''));
    staff = await staffSession();
    created = await create(staff, 'TKO 1', '0412 555 101');
  });

  test('a car activated with her verified mobile is hers, and the answer does not name her', async () => {
    expect(created.statusCode).toBe(200);
    expect((await vehicleByRego('TKO 1'))?.ownerId).toBe(olivia?.id);
    const answer = JSON.stringify(created.body.data).toLowerCase();
    for (const fact of [olivia?.firstName, olivia?.lastName, olivia?.email]) {
      expect(answer).not.toContain(fact?.toLowerCase());
    }
    // Told back only as staff entered her: no name was entered.
    expect(created.body.data.vehicle).toMatchObject({ firstName: null, lastName: null });
  });

  test('staff cannot send her sign-in to another number; her own number gets it', async () => {
    const vehicleId = created.body.data.vehicle.vehicleId ?? '';
    const redirected = await resend(staff, vehicleId, '0412 555 199');
    expect(redirected.statusCode).toBe(409);
    expect(redirected.body.messages).toEqual([DEALER_MESSAGES.welcomeOtherMobile]);
    expect(await textsTo('+61412555199')).toEqual([]);
    expect(await userNamed('owner@demo.ignite')).toMatchObject({
      mobileNumber: '+61412555101',
      mobileVerified: true,
    });

    expect((await resend(staff, vehicleId, '0412 555 101')).statusCode).toBe(200);
    const opened = await openNewestLink('+61412555101');
    expect(opened.statusCode).toBe(200);
    expect(opened.body.data.user.organisationConsumerId).toBe(olivia?.organisationConsumerId);
  });

  test('a link sent before its customer verified another number no longer signs them in', async () => {
    const staff = await staffSession();
    const created = await create(staff, 'OLD 1', '0412 555 111', { firstName: 'Ada' });
    expect(created.statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ mobileNumber: '+61412555112', mobileVerified: true })
      .where(eq(users.id, (await vehicleByRego('OLD 1'))?.ownerId ?? ''));
    const opened = await openNewestLink('+61412555111');
    expect(opened.statusCode).toBe(401);
    expect(opened.body.messages).toEqual([INVALID_WELCOME_LINK]);
  });
});

describe('a mobile typed on an account and never verified matches no one', () => {
  test('a consumer who types the buyer’s number does not get the buyer’s new car', async () => {
    const priya = await signIn(t.app, 'protect@demo.ignite');
    const typed = await call(t.app, {
      method: 'PUT',
      url: '/api/welcome-flow/consumer/update-mobile-phone-number',
      headers: { authorization: `Bearer ${priya.tokens.accessToken}` },
      payload: {
        consumerId: priya.user.organisationConsumerId,
        mobilePhoneNumber: '0412 555 201',
      },
    });
    expect(typed.statusCode).toBe(200);

    const created = await create(await staffSession(), 'CAP 1', '0412 555 201', {
      firstName: 'Vic',
    });
    expect(created.statusCode).toBe(200);
    const car = await vehicleByRego('CAP 1');
    const [buyer] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, car?.ownerId ?? ''));
    expect(buyer?.username).not.toBe('protect@demo.ignite');
    expect(buyer).toMatchObject({ firstName: 'Vic', mobileNumber: '+61412555201' });

    // The link goes to the number given, and signs in the buyer, not the one who typed it.
    const opened = await openNewestLink('+61412555201');
    expect(opened.statusCode).toBe(200);
    expect(opened.body.data.user.organisationConsumerId).toBe(buyer?.organisationConsumerId);
    expect(opened.body.data.user.organisationConsumerId).not.toBe(
      priya.user.organisationConsumerId,
    );
  });
});

describe('welcome texts are limited whoever sends them', () => {
  test('the fourth text for a vehicle is refused across two staff sessions, and a third', async () => {
    const first = await staffSession();
    const second = await staffSession();
    const created = await create(first, 'LIM 1', '0412 555 301');
    const vehicleId = created.body.data.vehicle.vehicleId ?? '';
    expect((await resend(first, vehicleId, '0412 555 301')).statusCode).toBe(200);
    expect((await resend(second, vehicleId, '0412 555 301')).statusCode).toBe(200);
    const fourth = await resend(second, vehicleId, '0412 555 301');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.body.messages).toEqual([DEALER_MESSAGES.welcomeRepeated]);
    expect((await resend(await staffSession(), vehicleId, '0412 555 301')).statusCode).toBe(429);
    expect(await welcomeTextsTo('+61412555301')).toHaveLength(3);
  });

  test('a number gets 5 texts across two vehicles, then neither a resend nor an activation texts it', async () => {
    const staff = await staffSession();
    const one = await create(staff, 'NUM 1', '0412 555 401');
    const oneId = one.body.data.vehicle.vehicleId ?? '';
    expect((await resend(staff, oneId, '0412 555 401')).statusCode).toBe(200);
    expect((await resend(staff, oneId, '0412 555 401')).statusCode).toBe(200);
    const two = await create(await staffSession(), 'NUM 2', '0412 555 401');
    expect(two.statusCode).toBe(200);
    const twoId = two.body.data.vehicle.vehicleId ?? '';
    expect((await resend(staff, twoId, '0412 555 401')).statusCode).toBe(200);

    // The second vehicle has had 2 of its 3; the number has had its 5.
    const sixth = await resend(staff, twoId, '0412 555 401');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body.messages).toEqual([DEALER_MESSAGES.welcomeRepeated]);
    const third = await create(staff, 'NUM 3', '0412 555 401');
    expect(third.statusCode).toBe(429);
    expect(third.body.messages).toEqual([DEALER_MESSAGES.welcomeRepeated]);
    expect(await vehicleByRego('NUM 3')).toBeUndefined();
    expect(await welcomeTextsTo('+61412555401')).toHaveLength(5);

    // A day later the number may be texted again.
    t.clock.advanceSeconds(24 * 3600);
    expect((await resend(await staffSession(), twoId, '0412 555 401')).statusCode).toBe(200);
    expect(await welcomeTextsTo('+61412555401')).toHaveLength(6);
  });
});
