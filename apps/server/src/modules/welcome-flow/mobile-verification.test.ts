// Verifying a mobile by a texted code, through the whole app: the code reaches the outbox
// once per send, is checked against its HMAC, expires, is spent after five tries, is replaced
// by a new one, and texts are limited per consumer and per number, even when sent at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { OutboxMessage } from '@ignite/domain/demo';
import type { Session } from '@ignite/domain/session';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/sessions.ts';
import { appConfigurations, attemptCounters, users } from '../../db/schema.ts';
import { verificationCodes } from '../../db/welcome-flow-schema.ts';

let t: TestApp;
let owner: Session;
let other: Session;
const vehicleOf = (s: Session) => s.user.activeVehicle?.vehicleId ?? '';
const consumerOf = (s: Session) => s.user.organisationConsumerId ?? '';

const post = (s: Session, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
  call<Record<string, unknown>>(t.app, {
    method,
    url,
    headers: { authorization: `Bearer ${s.tokens.accessToken}` },
    payload,
  });
const send = (s: Session, mobileNumber: string) =>
  post(s, '/api/consumer/send-mobile-verification-code', {
    consumerId: consumerOf(s),
    mobileNumber,
  });
const verify = (s: Session, code: string) =>
  post(s, '/api/welcome-flow/verify-mobile-verification-code', {
    consumerId: consumerOf(s),
    vehicleId: vehicleOf(s),
    code,
  });

async function textsTo(number: string): Promise<OutboxMessage[]> {
  const { body } = await call<{ messages: OutboxMessage[] }>(t.app, {
    method: 'GET',
    url: `/api/demo/outbox?to=${encodeURIComponent(number)}`,
  });
  return body.data.messages;
}
async function lastCode(number: string): Promise<string> {
  const [newest] = await textsTo(number);
  const code = /^(\d{6}) is your Ignite verification code/.exec(newest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${number}`);
  return code;
}
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');

beforeAll(async () => {
  t = await startTestApp();
  owner = await signIn(t.app);
  other = await signIn(t.app, 'protect@demo.ignite');
});
afterAll(() => t.close());
// Each test starts with no texts counted against anyone.
beforeEach(async () => {
  await t.db.delete(attemptCounters);
});

describe('sending a code', () => {
  test('texts six digits to the mobile, in E.164, and answers when it expires', async () => {
    const { statusCode, body } = await send(owner, '0412 345 601');
    expect(statusCode).toBe(200);
    expect(body.data.wasSent).toBe(true);
    const texts = await textsTo('+61412345601');
    expect(texts).toHaveLength(1);
    expect(texts[0]?.channel).toBe('sms');
    expect(texts[0]?.body).toMatch(
      /^\d{6} is your Ignite verification code\. It expires in 10 minutes\.$/,
    );
    // Kept as an HMAC, never as the digits.
    const [stored] = await t.db.select().from(verificationCodes);
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(await lastCode('+61412345601'));
  });

  test('a white-label app’s text names its own brand, never the default one', async () => {
    const appId = owner.user.activeVehicle?.appConfigurationId ?? '';
    const [app] = await t.db
      .select()
      .from(appConfigurations)
      .where(eq(appConfigurations.id, appId));
    await t.db
      .update(appConfigurations)
      .set({ brandName: 'Harbour Drive' })
      .where(eq(appConfigurations.id, appId));
    try {
      expect((await send(owner, '0412 345 609')).statusCode).toBe(200);
      const [text] = await textsTo('+61412345609');
      expect(text?.body).toMatch(
        /^\d{6} is your Harbour Drive verification code\. It expires in 10 minutes\.$/,
      );
      expect(text?.body).not.toContain('Ignite');
    } finally {
      await t.db
        .update(appConfigurations)
        .set({ brandName: app?.brandName ?? 'Ignite' })
        .where(eq(appConfigurations.id, appId));
    }
  });

  test.each([
    ['a landline', '02 9630 1000'],
    ['too short', '0412'],
    ['a NUL byte', '0412\u0000345678'],
  ])('refuses %s with the mobile message, and texts nothing', async (_, number) => {
    const { statusCode, body } = await send(owner, number);
    expect(statusCode).toBe(400);
    expect(body.messages.join(' ')).toMatch(/Must be a valid mobile number\.|control characters/);
  });

  test('another consumer’s id is not found', async () => {
    const { statusCode } = await post(owner, '/api/consumer/send-mobile-verification-code', {
      consumerId: consumerOf(other),
      mobileNumber: '0412 345 602',
    });
    expect(statusCode).toBe(404);
    expect(await textsTo('+61412345602')).toEqual([]);
  });

  test('10 sends at once: 3 get through, each texted once; the rest are told to wait', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(owner, '0412 345 603')),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    expect(answers.find((a) => a.statusCode === 429)?.body.messages).toEqual([
      'Too many codes sent. Try again in 15 minutes',
    ]);
    expect(await textsTo('+61412345603')).toHaveLength(3);
  });

  test('the limit holds per number too, across consumers', async () => {
    for (let i = 0; i < 3; i++) expect((await send(owner, '021 234 5604')).statusCode).toBe(200);
    expect((await send(other, '+64 21 234 5604')).statusCode).toBe(429);
  });
});

describe('checking a code', () => {
  test('the right code verifies the number it was texted to', async () => {
    await send(owner, '0412 345 611');
    const wrong = await verify(owner, wrongFor(await lastCode('+61412345611')));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.messages).toEqual([
      'That code is not right. Check the text we sent and try again',
    ]);
    const right = await verify(owner, await lastCode('+61412345611'));
    expect(right.statusCode).toBe(200);
    expect(right.body.data).toEqual({ mobileNumber: '+61412345611', mobileVerified: true });
    const [user] = await t.db.select().from(users).where(eq(users.username, 'owner@demo.ignite'));
    expect([user?.mobileNumber, user?.mobileVerified]).toEqual(['+61412345611', true]);
    // Used up: the same code again finds nothing to check.
    expect((await verify(owner, await lastCode('+61412345611'))).body.messages).toEqual([
      'There is no code to check. Send one first',
    ]);
  });

  test('five wrong tries spend the code: the right one is refused after them', async () => {
    await send(owner, '0412 345 612');
    const code = await lastCode('+61412345612');
    for (let i = 0; i < 5; i++) expect((await verify(owner, wrongFor(code))).statusCode).toBe(400);
    const locked = await verify(owner, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.body.messages).toEqual(['Too many wrong codes. Send a new one']);
  });

  test('a code expires after 10 minutes', async () => {
    await send(owner, '0412 345 613');
    const code = await lastCode('+61412345613');
    t.clock.advanceSeconds(10 * 60);
    // The access tokens have expired too by now: sign in again.
    owner = await signIn(t.app);
    other = await signIn(t.app, 'protect@demo.ignite');
    const expired = await verify(owner, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.body.messages).toEqual(['That code has expired. Send a new one']);
  });

  test('a new code replaces the old one', async () => {
    await send(owner, '0412 345 614');
    const first = await lastCode('+61412345614');
    await send(owner, '0412 345 614');
    const second = await lastCode('+61412345614');
    if (first !== second) expect((await verify(owner, first)).statusCode).toBe(400);
    expect((await verify(owner, second)).statusCode).toBe(200);
  });

  test('another owner’s vehicle is not found, and the try is not counted', async () => {
    await send(owner, '0412 345 615');
    const { statusCode } = await post(owner, '/api/welcome-flow/verify-mobile-verification-code', {
      consumerId: consumerOf(owner),
      vehicleId: vehicleOf(other),
      code: '123456',
    });
    expect(statusCode).toBe(404);
    const [me] = await t.db.select().from(users).where(eq(users.username, 'owner@demo.ignite'));
    const [stored] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, me?.id ?? ''));
    expect(stored?.tries).toBe(0);
  });
});

describe('changing the number', () => {
  test('the new number is kept unverified and texted; its own code verifies it', async () => {
    const update = await post(
      owner,
      '/api/welcome-flow/consumer/update-mobile-phone-number',
      { consumerId: consumerOf(owner), mobilePhoneNumber: '0412 345 621' },
      'PUT',
    );
    expect(update.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.username, 'owner@demo.ignite'));
    expect([user?.mobileNumber, user?.mobileVerified]).toEqual(['+61412345621', false]);
    const code = await lastCode('+61412345621');
    const verifyFor = (mobilePhoneNumber: string) =>
      post(owner, '/api/welcome-flow/consumer/verify-mobile-phone-number', {
        consumerId: consumerOf(owner),
        vehicleId: vehicleOf(owner),
        mobilePhoneNumber,
        verificationCode: code,
      });
    const elsewhere = await verifyFor('0412 345 699');
    expect(elsewhere.body.messages).toEqual([
      'That code was sent to another number. Send one to this number',
    ]);
    expect((await verifyFor('+61 412 345 621')).body.data).toEqual({
      mobileNumber: '+61412345621',
      mobileVerified: true,
    });
  });
});
