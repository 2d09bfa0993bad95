// The welcome flow's calls through the whole app, as newcar@ (a car set up by the dealership,
// waiting to be claimed): found by rego and state in any case, confirmed with its odometer
// (again, to correct it, until the flow is finished), completed once with the mobile verified;
// another consumer's car is the same 404 as none; misses are limited.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Session } from '@ignite/domain/session';
import { normaliseMobile } from '@ignite/domain/validation/mobile';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/sessions.ts';
import { carePlans } from '../../db/care-plan-schema.ts';
import { outboxMessages } from '../../db/outbox-schema.ts';
import { attemptCounters, vehicles } from '../../db/schema.ts';

let t: TestApp;
let newcar: Session;
let owner: Session;
const vehicleOf = (s: Session) => s.user.activeVehicle?.vehicleId ?? '';
const consumerOf = (s: Session) => s.user.organisationConsumerId ?? '';
const request = (s: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call<Record<string, unknown>>(t.app, {
    method,
    url,
    headers: { authorization: `Bearer ${s.tokens.accessToken}` },
    ...(payload ? { payload } : {}),
  });
const lookup = (s: Session, rego: string, regoState: string) =>
  request(
    s,
    'GET',
    `/api/welcome-flow/vehicle/details?consumerId=${consumerOf(s)}&rego=${encodeURIComponent(rego)}&regoState=${encodeURIComponent(regoState)}`,
  );
const claim = (s: Session, body: Record<string, unknown> = {}) =>
  request(s, 'POST', '/api/welcome-flow/vehicle/claim', {
    consumerId: consumerOf(s),
    vehicleId: vehicleOf(s),
    rego: '482rtz',
    regoState: 'Queensland',
    odometer: 1200,
    ...body,
  });
const complete = (s: Session, path = '/api/welcome-flow/complete') =>
  request(s, 'POST', path, { consumerId: consumerOf(s), vehicleId: vehicleOf(s) });
const carOf = async (s: Session) =>
  (
    await t.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.id, vehicleOf(s)))
  )[0];

/** The mobile verified the way the flow does it: a code texted to it, read from the outbox. */
async function verifyMobile(s: Session, mobileNumber: string) {
  const sent = await request(s, 'POST', '/api/consumer/send-mobile-verification-code', {
    consumerId: consumerOf(s),
    mobileNumber,
  });
  expect(sent.statusCode).toBe(200);
  const [text] = await t.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, normaliseMobile(mobileNumber)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  const code = /^(\d{6})/.exec(text?.body ?? '')?.[1] ?? '';
  const verified = await request(s, 'POST', '/api/welcome-flow/verify-mobile-verification-code', {
    consumerId: consumerOf(s),
    vehicleId: vehicleOf(s),
    code,
  });
  expect(verified.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await startTestApp();
  newcar = await signIn(t.app, 'newcar@demo.ignite');
  owner = await signIn(t.app);
});
afterAll(() => t.close());

describe('finding the car', () => {
  test('the flow data: the car waiting to be claimed, eligible, and the consumer', async () => {
    const { statusCode, body } = await request(
      newcar,
      'GET',
      `/api/welcome-flow/data?consumerId=${consumerOf(newcar)}`,
    );
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({
      vehicle: {
        rego: '482RTZ',
        requiresWelcomeFlow: true,
        isClaimed: false,
        isEligibleToCompleteWelcomeFlow: true,
      },
      consumer: { firstName: 'Noah', mobileVerified: false },
      isCompleted: false,
    });
  });

  test('by rego and state in lower case, found in upper case', async () => {
    const { statusCode, body } = await lookup(newcar, '482rtz', 'Queensland');
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({
      rego: '482RTZ',
      regoState: 'QLD',
      vehicleId: vehicleOf(newcar),
    });
  });

  test('another consumer’s car answers exactly as a rego that does not exist', async () => {
    const theirs = await lookup(newcar, 'CXR52H', 'NSW');
    const nobody = await lookup(newcar, 'ZZZ999', 'NSW');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toEqual(nobody.body);
    expect(theirs.body.messages).toEqual(["We can't find that car!"]);
  });

  test.each([
    [
      'a rego of 10 characters',
      'ABCDEFGHIJ',
      'QLD',
      'Please ensure the registration number is valid.',
    ],
    ['no rego', '', 'QLD', "Please enter your vehicle's registration number"],
    [
      'a state not in the list',
      '482RTZ',
      'Auckland',
      'Please select the state your vehicle is registered in',
    ],
  ])(
    '%s is a 400 with the spec’s message, after the field’s name',
    async (_, rego, state, message) => {
      const { statusCode, body } = await lookup(newcar, rego, state);
      expect(statusCode).toBe(400);
      // The spec's words, after the name of the field they are about.
      const field = state === 'Auckland' ? 'regoState' : 'rego';
      expect(body.messages).toEqual([`${field}: ${message}`]);
    },
  );

  test('after 10 misses in 15 minutes, searches wait', async () => {
    await t.db.delete(attemptCounters);
    for (let i = 0; i < 10; i++)
      expect((await lookup(owner, `MISS${i}`, 'NSW')).statusCode).toBe(404);
    const limited = await lookup(owner, 'CXR52H', 'NSW');
    expect(limited.statusCode).toBe(429);
    expect(limited.body.messages).toEqual(['Too many searches. Try again in 15 minutes']);
  });
});

describe('claiming and completing', () => {
  test('completing before the car is claimed is refused', async () => {
    const { statusCode, body } = await complete(newcar);
    expect(statusCode).toBe(409);
    expect(body.messages).toEqual(['Find and claim your car first']);
  });

  test('bad input changes nothing: the odometer as text, a landline as a mobile', async () => {
    const text = await claim(newcar, { odometer: '1200' });
    expect(text.statusCode).toBe(400);
    expect(text.body.messages).toEqual(['odometer: Please enter a valid odometer value']);
    const landline = await request(newcar, 'POST', '/api/consumer/send-mobile-verification-code', {
      consumerId: consumerOf(newcar),
      mobileNumber: '07 3265 0000',
    });
    expect(landline.statusCode).toBe(400);
    expect(landline.body.messages).toEqual(['mobileNumber: Must be a valid mobile number.']);
    expect((await carOf(newcar))?.verified).toBe(false);
  });

  test('the odometer can be corrected by claiming again until the flow is finished', async () => {
    const first = await claim(newcar);
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toEqual({
      vehicleId: vehicleOf(newcar),
      consumerNeedsToSelectApp: false,
    });
    expect(await carOf(newcar)).toMatchObject({ verified: true, odometer: 1200 });
    // Back from the mobile step to fix a typo in the odometer.
    const corrected = await claim(newcar, { odometer: 1250 });
    expect(corrected.statusCode).toBe(200);
    expect(await carOf(newcar)).toMatchObject({ verified: true, odometer: 1250 });
  });

  test('another consumer cannot claim it', async () => {
    const { statusCode } = await claim(owner, { vehicleId: vehicleOf(newcar) });
    expect(statusCode).toBe(404);
  });

  test('completing before the mobile is verified is refused and changes nothing', async () => {
    const early = await complete(newcar);
    expect(early.statusCode).toBe(409);
    expect(early.body.messages).toEqual(['Verify your mobile number first']);
    expect((await carOf(newcar))?.requiresWelcomeFlow).toBe(true);
  });

  test('completing clears the welcome flow and starts the care plan’s clock, once', async () => {
    await verifyMobile(newcar, '0412 555 901');
    const done = await complete(newcar);
    expect(done.statusCode).toBe(200);
    const when = (done.body.data as { utcDateWelcomeFlowCompleted: string })
      .utcDateWelcomeFlowCompleted;
    expect((await carOf(newcar))?.requiresWelcomeFlow).toBe(false);
    const [plan] = await t.db
      .select()
      .from(carePlans)
      .where(eq(carePlans.vehicleId, vehicleOf(newcar)));
    expect(plan?.dateWelcomeFlowCompleted?.toISOString()).toBe(when);
    t.clock.advanceSeconds(60);
    const again = await complete(newcar, '/api/igniteprofile/complete-welcome-flow');
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toEqual({
      vehicleId: vehicleOf(newcar),
      utcDateWelcomeFlowCompleted: when,
    });
  });

  test('once the flow is finished the car is claimed: a further claim changes nothing', async () => {
    const again = await claim(newcar, { odometer: 5000 });
    expect(again.statusCode).toBe(409);
    expect(again.body.messages).toEqual(['This car has already been claimed']);
    expect((await carOf(newcar))?.odometer).toBe(1250);
  });

  test('the consumer’s name can be corrected', async () => {
    const { statusCode, body } = await request(newcar, 'PUT', '/api/welcome-flow/consumer/update', {
      consumerId: consumerOf(newcar),
      vehicleId: vehicleOf(newcar),
      firstName: ' Noah ',
      lastName: 'Williams-Ng',
    });
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({ firstName: 'Noah', lastName: 'Williams-Ng' });
  });
});

describe('choosing the dealership', () => {
  test('a reward code names the app, which can then be set; an app not looked up cannot', async () => {
    const found = await request(newcar, 'POST', '/api/welcome-flow/submit-originator-code', {
      appOriginatorCode: '735914',
    });
    expect(found.statusCode).toBe(200);
    expect(found.body.data).toMatchObject({ name: 'Northside Isuzu UTE' });
    const set = await request(newcar, 'POST', '/api/welcome-flow/set-app-configuration', {
      vehicleId: vehicleOf(newcar),
      appConfigurationId: (found.body.data as { appConfigurationId: string }).appConfigurationId,
    });
    expect(set.statusCode).toBe(200);

    const harbour = await t.db
      .select({ id: vehicles.appConfigurationId })
      .from(vehicles)
      .where(eq(vehicles.id, vehicleOf(owner)));
    const refused = await request(newcar, 'POST', '/api/welcome-flow/set-app-configuration', {
      vehicleId: vehicleOf(newcar),
      appConfigurationId: harbour[0]?.id,
    });
    expect(refused.statusCode).toBe(403);
  });

  test('a malformed code is a 400; an unknown one is not found', async () => {
    const bad = await request(newcar, 'POST', '/api/welcome-flow/submit-originator-code', {
      appOriginatorCode: '12ab',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.messages).toEqual(['appOriginatorCode: The reward code must be 6 digits']);
    const unknown = await request(newcar, 'POST', '/api/welcome-flow/submit-originator-code', {
      appOriginatorCode: '000000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
