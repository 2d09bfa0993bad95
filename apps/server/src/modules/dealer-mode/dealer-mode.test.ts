// Dealer mode through the whole app (spec part 3 sections 3 to 8): the search, the find for
// activation, create and activate with the welcome text, update, the resend limit of 3 under
// concurrency, the role matrix, and the spec's messages for bad input. Whom the welcome text
// may reach, and its limits across sessions and numbers, are in welcome-reach.test.ts.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DealerVehicle } from '@ignite/domain/dealer-mode/dealer-api';
import { ACTIVATION_MESSAGES } from '@ignite/domain/dealer-mode/dealer-api';
import { DEALER_MESSAGES } from '@ignite/domain/dealer-mode/dealer-rules';
import { dealerActivations } from '../../db/dealer-mode-schema.ts';
import { outboxMessages } from '../../db/outbox-schema.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';
import { signIn } from '../../../test/sessions.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let dealer: Record<string, string>;
let owner: Record<string, string>;
const apps = new Map<string, string>();

beforeAll(async () => {
  t = await startTestApp();
  const bearer = async (username: string) => ({
    authorization: `Bearer ${(await signIn(t.app, username)).tokens.accessToken}`,
  });
  dealer = await bearer('dealer@demo.ignite');
  owner = await bearer('owner@demo.ignite');
  for (const row of await t.db.select().from(appConfigurations)) apps.set(row.name, row.id);
});
afterAll(() => t.close());

const harbour = () => apps.get('Harbour City Motors') ?? '';
const northside = () => apps.get('Northside Isuzu UTE') ?? '';
const genericApp = () => apps.get('Ignite') ?? '';

const search = (query: string, headers = dealer, extra = '') =>
  call<{ items: DealerVehicle[] }>(t.app, {
    method: 'GET',
    url: `/api/dealermode/search?query=${encodeURIComponent(query)}${extra}`,
    headers,
  });
const post = <T>(url: string, payload: object, headers = dealer) =>
  call<T>(t.app, { method: 'POST', url: `/api/dealermode/${url}`, headers, payload });
const find = (rego: string) =>
  post<{ vehicle: DealerVehicle | null }>('find-vehicle-for-activation', { rego });
const vehicleIdOf = async (rego: string) =>
  (await t.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.rego, rego)))[0]?.id ??
  '';
const textsTo = (to: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, to), eq(outboxMessages.channel, 'sms')));

const form = (overrides: Record<string, unknown> = {}) => ({
  appConfigurationId: harbour(),
  rego: 'EHC42K',
  regoState: 'NSW',
  odometer: 12,
  healthMonitorInstallationStatus: 1,
  mobile: '0412 555 001',
  ...overrides,
});

describe('search and find', () => {
  test('finds a stock vehicle by rego (any case, spaces ignored), VIN, name or mobile', async () => {
    const byRego = await search('ehc 42k');
    expect(byRego.statusCode).toBe(200);
    expect(byRego.body.data.items.map((item) => item.rego)).toEqual(['EHC42K']);
    expect(byRego.body.data.items[0]).toMatchObject({
      appName: 'Harbour City Motors',
      isActivated: false,
      organisationConsumerId: null,
      firstName: null,
    });
    expect((await search('MR0HA3CD5006')).body.data.items.map((i) => i.rego)).toEqual(['FDX19P']);
    const byName = await search('lee');
    expect(byName.statusCode).toBe(200);
    const byMobile = await search('%_%');
    expect(byMobile.body.data.items).toEqual([]);
  });

  test("never shows another app's vehicles, and asking for that app is 403", async () => {
    expect((await search('CJK77T')).body.data.items).toEqual([]);
    const other = await search('CJK77T', dealer, `&appConfigurationIds=${genericApp()}`);
    expect(other.statusCode).toBe(403);
    expect(other.body.messages).toEqual([DEALER_MESSAGES.appNotInRoles]);
  });

  test('a search of fewer than 3 or more than 30 characters is a 400 with a message', async () => {
    for (const query of ['AB', 'A'.repeat(31), '']) {
      const { statusCode, body } = await search(query);
      expect(statusCode).toBe(400);
      expect(body.messages).toEqual([`query: ${ACTIVATION_MESSAGES.searchLength}`]);
    }
  });

  test('find for activation: the stock vehicle, an activated one, or null', async () => {
    expect((await find('512zqb')).body.data.vehicle).toMatchObject({ isActivated: false });
    expect((await find('NOPE999')).body.data.vehicle).toBeNull();
    // Another app's stock is not found, as if it did not exist.
    expect((await find('CJK77T')).body.data.vehicle).toBeNull();
  });
});

describe('activation', () => {
  test('activate: the consumer is created, the welcome flow required, the text queued, who did it recorded', async () => {
    const vehicleId = await vehicleIdOf('EHC42K');
    const { statusCode, body } = await post<{ vehicle: DealerVehicle }>(
      'activate',
      form({ vehicleId, firstName: 'Mia', lastName: 'Chen' }),
    );
    expect(statusCode).toBe(200);
    expect(body.data.vehicle).toMatchObject({
      vehicleId,
      isActivated: true,
      isClaimed: false,
      firstName: 'Mia',
      lastName: 'Chen',
      mobile: '+61412555001',
      odometer: 12,
      healthMonitorInstallationStatus: 1,
    });
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(row?.requiresWelcomeFlow).toBe(true);
    const [consumer] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, row?.ownerId ?? ''));
    expect(consumer).toMatchObject({ kind: 'consumer', activeVehicleId: vehicleId });
    const [record] = await t.db
      .select()
      .from(dealerActivations)
      .where(eq(dealerActivations.vehicleId, vehicleId));
    const [staff] = await t.db.select().from(users).where(eq(users.username, 'dealer@demo.ignite'));
    expect(record).toMatchObject({ staffUserId: staff?.id, kind: 'activate' });
    const [text] = await textsTo('+61412555001');
    expect(text?.body).toMatch(/^Harbour City Motors has set up your Toyota Corolla Cross 2025/);
    expect(text?.body).toMatch(/\/welcome\/[A-Za-z0-9_-]{43} /);

    // The text's link signs the customer in, once, on the activated car.
    const token = /\/welcome\/([A-Za-z0-9_-]{43})/.exec(text?.body ?? '')?.[1] ?? '';
    const signIn = () =>
      call<{ user: { activeVehicle: { vehicleId: string } | null } }>(t.app, {
        method: 'POST',
        url: '/api/authentication/welcome-link',
        payload: { token },
      });
    const first = await signIn();
    expect(first.statusCode).toBe(200);
    expect(first.body.data.user.activeVehicle?.vehicleId).toBe(vehicleId);
    const replayed = await signIn();
    expect(replayed.statusCode).toBe(401);

    const again = await post('activate', form({ vehicleId }));
    expect(again.statusCode).toBe(409);
    expect((await find('EHC42K')).body.data.vehicle?.isActivated).toBe(true);
  });

  test('create: a vehicle with no id is created and activated, linked to the consumer who verified that mobile', async () => {
    // Mia, made by the activation above, verifies her mobile in the app.
    await t.db
      .update(users)
      .set({ mobileVerified: true })
      .where(eq(users.mobileNumber, '+61412555001'));
    const { statusCode, body } = await post<{ vehicle: DealerVehicle }>(
      'create',
      form({ rego: 'new 123', mobile: '+61412555001', make: 'Toyota', model: 'HiLux' }),
    );
    expect(statusCode).toBe(200);
    // She is told back only as staff entered her (no name here), never by her account.
    expect(body.data.vehicle).toMatchObject({
      rego: 'NEW 123',
      isActivated: true,
      firstName: null,
      lastName: null,
      mobile: '+61412555001',
    });
    const [car] = await t.db.select().from(vehicles).where(eq(vehicles.rego, 'NEW 123'));
    const [mia] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, car?.ownerId ?? ''));
    expect(mia?.firstName).toBe('Mia');
    const same = await post('create', form({ rego: 'NEW 123' }));
    expect(same.statusCode).toBe(409);
    expect(same.body.messages).toEqual([DEALER_MESSAGES.regoTaken]);
  });

  // On PostgreSQL the three creates run side by side (PGlite serves one query at a time).
  test('two staff creating the same rego at once: one car, the other told it is taken', async () => {
    const answers = await Promise.all(
      ['RACE 1', 'race1', 'RACE 1'].map((rego) =>
        post('create', form({ rego, mobile: '0412555077' })),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const cars = await t.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(sql`upper(replace(${vehicles.rego}, ' ', '')) = 'RACE1'`);
    expect(cars).toHaveLength(1);
  });

  test("bad input is a 400 with the spec's messages, and nothing is written", async () => {
    const before = (await t.db.select().from(vehicles)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ rego: '' }, 'rego: Rego is required'],
      [
        { regoState: 'Atlantis' },
        'regoState: Please select the state your vehicle is registered in',
      ],
      [{ odometer: undefined }, 'odometer: Please enter your odometer'],
      [{ odometer: -1 }, 'odometer: Please enter a valid odometer value'],
      [{ odometer: 1_000_000_000 }, 'odometer: Please enter a valid odometer value'],
      [{ appConfigurationId: undefined }, 'appConfigurationId: App is required'],
      [{ mobile: '' }, `mobile: ${ACTIVATION_MESSAGES.mobileRequired}`],
      [{ rego: 'AB1!' }, `rego: ${ACTIVATION_MESSAGES.regoInvalid}`],
    ];
    for (const [change, message] of cases) {
      const { statusCode, body } = await post('create', form({ rego: 'XYZ987', ...change }));
      expect(statusCode, message).toBe(400);
      expect(body.messages).toContain(message);
    }
    const nul = await post('create', form({ rego: 'AB\u0000C' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.body.messages[0]).toMatch(/^rego: /);
    expect((await t.db.select().from(vehicles)).length).toBe(before);
  });

  test('update corrects a vehicle in the staff apps only', async () => {
    const vehicleId = await vehicleIdOf('512ZQB');
    const updated = await call<{ vehicle: DealerVehicle }>(t.app, {
      method: 'PUT',
      url: '/api/dealermode/update',
      headers: dealer,
      payload: { vehicleId, nickname: 'Tradie ute', odometer: 40 },
    });
    expect(updated.body.data.vehicle).toMatchObject({ nickname: 'Tradie ute', odometer: 40 });
    const byId = await call<{ vehicle: DealerVehicle }>(t.app, {
      method: 'GET',
      url: `/api/dealermode/vehicle?vehicleId=${vehicleId}`,
      headers: dealer,
    });
    expect(byId.body.data.vehicle?.nickname).toBe('Tradie ute');
  });
});

describe('the welcome text', () => {
  test('10 resends at once, in another staff session, send the vehicle’s 3 texts, then the spec refuses', async () => {
    const vehicleId = await vehicleIdOf('FDX19P');
    await post('activate', form({ vehicleId, rego: 'FDX19P', mobile: '0412 555 002' }));
    // A new staff session has no 3 of its own: the activation's text is one of the vehicle's.
    const fresh = {
      authorization: `Bearer ${(await signIn(t.app, 'dealer@demo.ignite')).tokens.accessToken}`,
    };
    const payload = { appConfigurationId: harbour(), vehicleId, mobile: '0412 555 002' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('resend-welcome-message', payload, fresh)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => a.statusCode)).toEqual(Array(8).fill(429));
    expect(refused[0]?.body.messages).toEqual([DEALER_MESSAGES.welcomeRepeated]);
    expect(await textsTo('+61412555002')).toHaveLength(3);
  });

  test('a mobile the text cannot go to gets the spec’s failure message', async () => {
    const vehicleId = await vehicleIdOf('FDX19P');
    const { statusCode, body } = await post('resend-welcome-message', {
      appConfigurationId: harbour(),
      vehicleId,
      mobile: '12345',
    });
    expect(statusCode).toBe(400);
    expect(body.messages).toEqual([`mobile: ${DEALER_MESSAGES.welcomeFailed}`]);
  });
});

describe('the role matrix', () => {
  test("staff of Harbour and Northside get 403 on every call about the generic app's vehicle", async () => {
    const vehicleId = await vehicleIdOf('CJK77T');
    const app = genericApp();
    const answers = await Promise.all([
      search('CJK77T', dealer, `&appConfigurationIds=${app}`),
      post('find-vehicle-for-activation', { rego: 'CJK77T', appConfigurationIds: [app] }),
      post('create', form({ appConfigurationId: app, rego: 'ZZZ111', regoState: 'VIC' })),
      post(
        'activate',
        form({ vehicleId, appConfigurationId: app, rego: 'CJK77T', regoState: 'VIC' }),
      ),
      post('activate', form({ vehicleId, rego: 'CJK77T', regoState: 'VIC' })),
      call(t.app, {
        method: 'PUT',
        url: '/api/dealermode/update',
        headers: dealer,
        payload: { vehicleId, nickname: 'x' },
      }),
      call(t.app, {
        method: 'GET',
        url: `/api/dealermode/vehicle?vehicleId=${vehicleId}`,
        headers: dealer,
      }),
      post('resend-welcome-message', { appConfigurationId: app, vehicleId, mobile: '0412555003' }),
      post('list/app-configurations', { appConfigurationIds: [app] }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(answers.length).fill(403));
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    expect(row).toMatchObject({ activatedAt: null, nickname: null, ownerId: null });
  });

  test('an owner gets 403 from dealer mode, and no session gets 401', async () => {
    expect((await search('EHC42K', owner)).statusCode).toBe(403);
    expect((await post('list/app-configurations', {}, owner)).statusCode).toBe(403);
    expect((await search('EHC42K', {})).statusCode).toBe(401);
  });

  test("the staff member's apps, with their state; a failure to list is the spec's message", async () => {
    const { body } = await post<{ appConfigurations: unknown[] }>('list/app-configurations', {});
    expect(body.data.appConfigurations).toEqual([
      { appConfigurationId: harbour(), name: 'Harbour City Motors', state: 'NSW' },
      { appConfigurationId: northside(), name: 'Northside Isuzu UTE', state: 'QLD' },
    ]);
  });
});
