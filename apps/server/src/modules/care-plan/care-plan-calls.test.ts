// The care plan's calls through the whole app: PROTECT's acknowledgement and its email, the
// signed document links, concierge messages, and the home dealership by reward code. Each
// refusal is checked to have changed nothing.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { ProductStatus } from '@ignite/domain/garage/enums';
import type { OutboxMessage } from '@ignite/domain/demo';
import type { Session } from '@ignite/domain/session';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/sessions.ts';
import { carePlanProducts, conciergeMessages } from '../../db/care-plan-schema.ts';

const bearer = (s: Session) => ({ authorization: `Bearer ${s.tokens.accessToken}` });
const vehicleOf = (s: Session) => s.user.activeVehicle?.vehicleId ?? '';

function actions(t: TestApp) {
  return {
    acknowledge: (s: Session, vehicleId = vehicleOf(s)) =>
      call(t.app, {
        method: 'PUT',
        url: '/api/care-plan/ignite-protect/acknowledge',
        headers: bearer(s),
        payload: { vehicleId },
      }),
    protectOf: async (s: Session) => {
      const [row] = await t.db
        .select()
        .from(carePlanProducts)
        .where(
          and(eq(carePlanProducts.vehicleId, vehicleOf(s)), eq(carePlanProducts.kind, 'protect')),
        );
      return row;
    },
    outbox: async (to: string) =>
      (
        await call<{ messages: OutboxMessage[] }>(t.app, {
          method: 'GET',
          url: `/api/demo/outbox?to=${encodeURIComponent(to)}`,
        })
      ).body.data.messages,
    garage: async (s: Session) =>
      (
        await call<MyGarage>(t.app, {
          method: 'GET',
          url: `/api/consumer/${s.user.organisationConsumerId}/my-garage/${vehicleOf(s)}`,
          headers: bearer(s),
        })
      ).body.data,
  };
}

describe('PUT /api/care-plan/ignite-protect/acknowledge', () => {
  let t: TestApp;
  let owner: Session;
  let protect: Session;
  let a: ReturnType<typeof actions>;
  beforeAll(async () => {
    // 25 Nov 2026, 10:00 in Sydney.
    t = await startTestApp();
    t.clock.advanceSeconds((Date.parse('2026-11-24T23:00:00Z') - t.clock.now().getTime()) / 1000);
    owner = await signIn(t.app, 'owner@demo.ignite');
    protect = await signIn(t.app, 'protect@demo.ignite');
    a = actions(t);
  });
  afterAll(() => t.close());

  test('another owner’s vehicle is not found, and its cover stays pending', async () => {
    const before = await a.protectOf(protect);
    const { statusCode, body } = await a.acknowledge(owner, vehicleOf(protect));
    expect(statusCode).toBe(404);
    expect(body.messages).toEqual(['Vehicle not found']);
    expect(await a.protectOf(protect)).toEqual(before);
    expect(await a.outbox('protect@demo.ignite')).toEqual([]);
  });

  test('a cover already active is refused with why, and nothing changes', async () => {
    const before = await a.protectOf(owner);
    const { statusCode, body } = await a.acknowledge(owner);
    expect(statusCode).toBe(409);
    expect(body.messages).toEqual(['Your PROTECT cover is already active']);
    expect(await a.protectOf(owner)).toEqual(before);
  });

  test('a bad body is a 400 that changes nothing', async () => {
    for (const payload of [{}, { vehicleId: 'nope' }, { vehicleId: vehicleOf(protect), x: 1 }]) {
      const { statusCode } = await call(t.app, {
        method: 'PUT',
        url: '/api/care-plan/ignite-protect/acknowledge',
        headers: bearer(protect),
        payload,
      });
      expect(statusCode).toBe(400);
    }
    expect((await a.protectOf(protect))?.status).toBe(ProductStatus.Pending);
  });

  test('twice at once: one activation, one email with the agreement, the other says why', async () => {
    const answers = await Promise.all([a.acknowledge(protect), a.acknowledge(protect)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const cover = await a.protectOf(protect);
    expect(cover?.status).toBe(ProductStatus.Active);
    // From the start of today in Sydney (AEDT), for the 36-month term.
    expect(cover?.dateActiveFrom?.toISOString()).toBe('2026-11-24T13:00:00.000Z');
    expect(cover?.dateActiveTo?.toISOString()).toBe('2029-11-24T13:00:00.000Z');

    await expect
      .poll(async () => (await a.outbox('protect@demo.ignite')).map((m) => m.state))
      .toEqual(['sent']);
    const [email] = await a.outbox('protect@demo.ignite');
    expect(email).toMatchObject({
      channel: 'email',
      subject: 'Your Ignite PROTECT cover is active',
      attachments: ['protect-agreement', 'protect-terms'],
    });
    expect(email?.body).toContain('Contract number: PRT-0042-9310');
    expect(email?.body).toContain('Active from: 25 November 2026');

    const plan = (await a.garage(protect)).carePlan;
    expect(plan?.igniteProtect).toMatchObject({ isPending: false, isActive: true });
  });
});

describe('care-plan documents', () => {
  let t: TestApp;
  let owner: Session;
  let protect: Session;
  let generic: Session;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signIn(t.app, 'owner@demo.ignite');
    protect = await signIn(t.app, 'protect@demo.ignite');
    generic = await signIn(t.app, 'generic@demo.ignite');
  });
  afterAll(() => t.close());

  const urls = (s: Session, product: 'rewards' | 'protect', vehicleId = vehicleOf(s)) =>
    call<Record<string, string | null>>(t.app, {
      method: 'GET',
      url: `/api/care-plan/ignite-${product}/document-urls?vehicleId=${vehicleId}`,
      headers: bearer(s),
    });
  const open = (url: string) => t.app.inject({ method: 'GET', url });

  test('the owner’s links open PDFs: terms, feature summary and their own agreement', async () => {
    const { statusCode, body } = await urls(owner, 'protect');
    expect(statusCode).toBe(200);
    const links = Object.values(body.data);
    expect(links).toHaveLength(3);
    for (const link of links) {
      const file = await open(link ?? '');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const rewards = await urls(owner, 'rewards');
    expect((await open(rewards.body.data.termsAndConditionsLinkUrl ?? '')).statusCode).toBe(200);
  });

  test('a pending cover has no agreement yet; the generic persona has no rewards', async () => {
    expect((await urls(protect, 'protect')).body.data.agreementLinkUrl).toBeNull();
    const none = await urls(generic, 'rewards');
    expect(none.statusCode).toBe(404);
    expect(none.body.messages).toEqual(['This vehicle has no Ignite Rewards']);
  });

  test('another owner’s vehicle: no links, and no document however the link is bent', async () => {
    expect((await urls(protect, 'protect', vehicleOf(owner))).statusCode).toBe(404);
    const agreement = (await urls(owner, 'protect')).body.data.agreementLinkUrl ?? '';
    const other = agreement.replace(vehicleOf(owner), vehicleOf(protect));
    const flipped = agreement.replace(
      /signature=(.)/,
      (_, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`,
    );
    const later = agreement.replace(
      /expires=(\d+)/,
      (_, e: string) => `expires=${Number(e) + 3600}`,
    );
    const terms = agreement.replace('protect-agreement', 'protect-terms');
    for (const bent of [other, flipped, later, terms]) {
      const answer = await open(bent);
      expect(answer.statusCode, bent).toBe(404);
      expect(answer.json().messages).toEqual([
        'This document link is not valid. Open the document again from the app',
      ]);
    }
    expect((await open(agreement.replace(/signature=[^&]+/, 'signature=zz'))).statusCode).toBe(400);
  });

  test('a link expires after 15 minutes', async () => {
    const link = (await urls(owner, 'protect')).body.data.termsAndConditionsLinkUrl ?? '';
    t.clock.advanceSeconds(15 * 60 + 1);
    expect((await open(link)).statusCode).toBe(404);
  });
});

describe('POST /api/concierge/messages/{id}/dismiss', () => {
  let t: TestApp;
  let owner: Session;
  let protect: Session;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signIn(t.app, 'owner@demo.ignite');
    protect = await signIn(t.app, 'protect@demo.ignite');
  });
  afterAll(() => t.close());

  const dismiss = (s: Session, id: string) =>
    call(t.app, {
      method: 'POST',
      url: `/api/concierge/messages/${id}/dismiss`,
      headers: bearer(s),
    });
  const messages = (dismissable: boolean) =>
    t.db
      .select()
      .from(conciergeMessages)
      .where(
        and(
          eq(conciergeMessages.vehicleId, vehicleOf(owner)),
          eq(conciergeMessages.isDismissable, dismissable),
          isNull(conciergeMessages.dateDismissed),
        ),
      );

  test('another user cannot dismiss the owner’s message: 404, and it stays', async () => {
    const [message] = await messages(true);
    const { statusCode, body } = await dismiss(protect, message?.id ?? '');
    expect(statusCode).toBe(404);
    expect(body.messages).toEqual(['There is no such message']);
    expect(await messages(true)).toHaveLength(2);
  });

  test('the owner dismisses one: kept on the server, gone from My Garage; twice is fine', async () => {
    const [message] = await messages(true);
    expect((await dismiss(owner, message?.id ?? '')).statusCode).toBe(200);
    expect((await dismiss(owner, message?.id ?? '')).statusCode).toBe(200);
    expect(await messages(true)).toHaveLength(1);
    const shown = (await actions(t).garage(owner)).carePlan?.igniteRewards?.messages ?? [];
    expect(shown.map((m) => m.conciergeMessageId)).not.toContain(message?.id);
  });

  test('a message that is not dismissable says so; a bad or unknown id is 400 or 404', async () => {
    const [pinned] = await messages(false);
    const refused = await dismiss(owner, pinned?.id ?? '');
    expect(refused.statusCode).toBe(409);
    expect(refused.body.messages).toEqual(['This message cannot be dismissed']);
    expect((await dismiss(owner, 'not-a-uuid')).statusCode).toBe(400);
    expect((await dismiss(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('home dealership by reward code', () => {
  let t: TestApp;
  let generic: Session;
  let owner: Session;
  beforeAll(async () => {
    t = await startTestApp();
    generic = await signIn(t.app, 'generic@demo.ignite');
    owner = await signIn(t.app, 'owner@demo.ignite');
  });
  afterAll(() => t.close());

  const lookUp = (s: Session, code: string, address = '10.0.0.1') =>
    call<{ name: string; appConfigurationId: string }>(t.app, {
      method: 'GET',
      url: `/api/igniteprofile/get-app-by-originator-code/${encodeURIComponent(code)}`,
      headers: bearer(s),
      remoteAddress: address,
    });
  const changeApp = (s: Session, appConfigurationId: string, vehicleId = vehicleOf(s)) =>
    call(t.app, {
      method: 'POST',
      url: '/api/igniteprofile/change-app',
      headers: bearer(s),
      payload: { vehicleId, appConfigurationId },
    });

  test('a code that is not six digits is a 400, and is not counted', async () => {
    for (const code of ['12345', '1234567', '12a456', '%00%00%00', ' 41820']) {
      const { statusCode, body } = await lookUp(owner, code);
      expect(statusCode, code).toBe(400);
      expect(body.messages).toEqual(['code: The reward code must be 6 digits']);
    }
    expect((await lookUp(owner, '418203')).statusCode).toBe(200);
  });

  test('change-app takes only an app whose code this user looked up', async () => {
    const harbour = (await lookUp(owner, '418203')).body.data.appConfigurationId;
    const refused = await changeApp(generic, harbour);
    expect(refused.statusCode).toBe(403);
    expect((await actions(t).garage(generic)).carePlan).toBeNull();
  });

  test('generic@ looks up a code, changes dealership, and the garage has a home and a plan', async () => {
    const found = await lookUp(generic, '735914');
    expect(found.statusCode).toBe(200);
    expect(found.body.data.name).toBe('Northside Isuzu UTE');
    expect(
      (await changeApp(generic, found.body.data.appConfigurationId, vehicleOf(owner))).statusCode,
    ).toBe(404);
    expect((await changeApp(generic, found.body.data.appConfigurationId)).statusCode).toBe(200);
    const garage = await actions(t).garage(generic);
    expect(garage.dealerLocation?.name).toBeTruthy();
    expect(garage.carePlan).toMatchObject({
      title: 'Northside Isuzu UTE Care Plan',
      timeZone: 'Australia/Brisbane',
      igniteRewards: { isEnabled: true, isConciergeEnabled: true },
      igniteProtect: null,
    });
    // The grant is used up.
    expect((await changeApp(generic, found.body.data.appConfigurationId)).statusCode).toBe(403);
  });

  test('more than a few wrong codes in a row: 429, for that user only', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await lookUp(generic, `00000${i}`, '10.0.0.2')).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    const refused = await lookUp(generic, '418203', '10.0.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.response.headers['retry-after']).toBeDefined();
    // Another owner at the same address still looks up their code.
    expect((await lookUp(owner, '418203', '10.0.0.2')).statusCode).toBe(200);
  });

  test('a wrong code is 404 with the spec’s words', async () => {
    const { statusCode, body } = await lookUp(owner, '999999', '10.0.0.3');
    expect(statusCode).toBe(404);
    expect(body.messages).toEqual(['Unfortunately the code you entered is not valid.']);
  });
});

describe('PUT /api/demo/care-plan (the care-plan demo switch)', () => {
  let t: TestApp;
  let owner: Session;
  let protect: Session;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signIn(t.app, 'owner@demo.ignite');
    protect = await signIn(t.app, 'protect@demo.ignite');
  });
  afterAll(() => t.close());

  const flip = (s: Session, enabled: boolean, vehicleId = vehicleOf(s)) =>
    call(t.app, {
      method: 'PUT',
      url: '/api/demo/care-plan',
      headers: bearer(s),
      payload: { vehicleId, enabled },
    });

  test('off shows the generic variant, on brings the plan back, unchanged', async () => {
    const before = (await actions(t).garage(owner)).carePlan;
    expect((await flip(owner, false)).statusCode).toBe(200);
    expect((await actions(t).garage(owner)).carePlan?.isEnabled).toBe(false);
    expect((await flip(owner, true)).statusCode).toBe(200);
    expect((await actions(t).garage(owner)).carePlan).toEqual(before);
  });

  test('another owner’s vehicle is not found and keeps its plan', async () => {
    expect((await flip(owner, false, vehicleOf(protect))).statusCode).toBe(404);
    expect((await actions(t).garage(protect)).carePlan?.isEnabled).toBe(true);
  });

  test('outside demo mode there is no such call', async () => {
    const live = await startTestApp({ demoMode: false });
    const session = await signIn(live.app, 'owner@demo.ignite');
    const answer = await call(live.app, {
      method: 'PUT',
      url: '/api/demo/care-plan',
      headers: bearer(session),
      payload: { vehicleId: vehicleOf(session), enabled: false },
    });
    expect(answer.statusCode).toBe(404);
    await live.close();
  });
});
