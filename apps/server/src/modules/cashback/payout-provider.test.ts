// Payouts through the payout provider (decision 0052), against a local stand-in that speaks
// Airwallex's Transfers API: a payout becomes one transfer, its status follows Airwallex's
// answers and signed callbacks, forward only; a failed transfer gives the money back once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAYOUT_EVENT_MESSAGES } from '@ignite/domain/cashback/payout-events';
import type { AirwallexConfig } from '../../config/config.ts';
import { ledgerEntries, payouts } from '../../db/cashback-schema.ts';
import {
  airwallexStandIn,
  STAND_IN_API_KEY,
  STAND_IN_CLIENT_ID,
  STAND_IN_WEBHOOK_SECRET,
} from '../../../test/airwallex-stand-in.ts';
import { fundedOwner, type Owner, profileOf, redeem } from '../../../test/cashback-test-kit.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_SECRETS } from '../../../test/test-secrets.ts';
import { airwallexTransfers } from './airwallex-transfers.ts';
import { createCashbackRepositories } from './cashback-repositories.ts';
import { createLedgerService } from './ledger-service.ts';
import { signPayoutEvent } from './payout-event-signature.ts';
import { createPayoutJob } from './payout-job.ts';

const standIn = airwallexStandIn();
let provider: AirwallexConfig;
let t: TestApp;
beforeAll(async () => {
  provider = {
    name: 'airwallex',
    apiUrl: await standIn.start(),
    clientId: STAND_IN_CLIENT_ID,
    apiKey: STAND_IN_API_KEY,
    webhookSecret: STAND_IN_WEBHOOK_SECRET,
  };
  // The app's own job waits 60 s before a payout is due; each test runs a job when it means to.
  t = await startTestApp({
    payoutProvider: provider,
    payoutPollSeconds: 300,
    payoutCompletionSeconds: 60,
  });
});
afterAll(async () => {
  await t.close();
  await standIn.stop();
});

/** The payout job of one instance, with the Airwallex adapter the app is configured with. */
function job() {
  const data = createCashbackRepositories(t.db, TEST_SECRETS.bankDetailsKey);
  return createPayoutJob({
    ledger: createLedgerService(data),
    payouts: data.payouts,
    bankAccounts: data.bankAccounts,
    keys: data.keys,
    clock: t.clock.now,
    bank: airwallexTransfers(provider, t.clock.now),
    pollSeconds: 300,
    log: () => undefined,
  });
}

async function ownerWithAccount(username: string, cents: number, accountNumber = '1234-5678') {
  const { owner } = await fundedOwner(t, username, cents);
  const saved = await call(t.app, {
    method: 'PUT',
    url: '/api/igniteprofile/bank-account',
    headers: owner.auth,
    payload: { appConsumerId: owner.appConsumerId, bankAccount: { bsb: '062-000', accountNumber } },
  });
  expect(saved.statusCode).toBe(200);
  return owner;
}

const payoutRow = async (id: string) =>
  (await t.db.select().from(payouts).where(eq(payouts.id, id)))[0];

/** Requests a payout and lets a minute pass, so the job sends it. */
async function requestAndSend(owner: Owner, amount: number, key: string) {
  const answer = await redeem(t, owner, amount, key);
  expect(answer.statusCode).toBe(200);
  t.clock.advanceSeconds(61);
  await job().kick();
  return answer.body.data.payoutId;
}

const postEvent = (event: { payload: string; headers: Record<string, string> }) =>
  call<{ applied: boolean }>(t.app, {
    method: 'POST',
    url: '/api/cashback/payouts/airwallex-events',
    headers: event.headers,
    payload: event.payload,
  });

const available = async (owner: Owner) => (await profileOf(t, owner)).body.data.availableAmount;

describe('a payout through Airwallex', () => {
  test('becomes one transfer with the owner’s account, then completes on its paid callback, once', async () => {
    const owner = await ownerWithAccount('owner@demo.ignite', 0);
    const before = await available(owner);
    const payoutId = await requestAndSend(owner, 20, 'airwallex-paid-once');

    const sent = standIn.transfers.filter((transfer) => transfer.request_id === payoutId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      status: 'PROCESSING',
      transfer_amount: 20,
      transfer_currency: 'AUD',
      beneficiary: {
        bank_details: {
          account_currency: 'AUD',
          account_number: '12345678',
          account_routing_type1: 'bsb',
          account_routing_value1: '062000',
          bank_country_code: 'AU',
        },
      },
    });
    expect(sent[0]?.beneficiary.bank_details.account_name).toMatch(/^\S+ \S+/);
    const transferId = sent[0]?.id ?? '';
    expect(await payoutRow(payoutId)).toMatchObject({
      state: 'sent',
      transferReference: transferId,
    });

    const paid = standIn.event(transferId, 'PAID', t.clock.now());
    expect((await postEvent(paid)).body.data).toEqual({ applied: true });
    expect(await payoutRow(payoutId)).toMatchObject({ state: 'completed' });
    // Delivered again, and older news arriving late: nothing moves back.
    expect((await postEvent(paid)).body.data).toEqual({ applied: false });
    const late = standIn.event(transferId, 'PROCESSING', t.clock.now());
    expect((await postEvent(late)).body.data).toEqual({ applied: false });
    expect(await payoutRow(payoutId)).toMatchObject({ state: 'completed' });
    expect(await available(owner)).toBe(before - 20);
  });

  test('a failed transfer returns the money once, however often its callback comes', async () => {
    const owner = await ownerWithAccount('generic@demo.ignite', 5_000);
    const before = await available(owner);
    const payoutId = await requestAndSend(owner, 30, 'airwallex-fails-once');
    expect(await available(owner)).toBe(before - 30);
    const transferId = standIn.transfers.find((x) => x.request_id === payoutId)?.id ?? '';

    const failed = standIn.event(transferId, 'FAILED', t.clock.now());
    const answers = await Promise.all([postEvent(failed), postEvent(failed), postEvent(failed)]);
    expect(answers.map(({ statusCode }) => statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter(({ body }) => body.data.applied)).toHaveLength(1);
    expect(await payoutRow(payoutId)).toMatchObject({ state: 'failed' });
    expect(await available(owner)).toBe(before);
    const returns = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.payoutId, payoutId), eq(ledgerEntries.kind, 'payout')));
    expect(returns.map((entry) => entry.amountCents).sort()).toEqual([-3000, 3000]);

    // A paid callback after the failure cannot bring the money out again.
    const paid = standIn.event(transferId, 'PAID', t.clock.now());
    expect((await postEvent(paid)).body.data).toEqual({ applied: false });
    expect(await available(owner)).toBe(before);
  });

  test('an account Airwallex will not pay: the payout fails and its money returns', async () => {
    // Airwallex takes 4 to 9 digits for an Australian account; this one has 10.
    const owner = await ownerWithAccount('protect@demo.ignite', 5_000, '1234-5678-90');
    const before = await available(owner);
    const payoutId = await requestAndSend(owner, 30, 'airwallex-refuses-it');
    expect(await payoutRow(payoutId)).toMatchObject({ state: 'failed' });
    expect((await payoutRow(payoutId))?.lastError).toContain('invalid_argument');
    expect(await available(owner)).toBe(before);
  });

  test('Airwallex unreachable: tried again later, and a retry never sends a second transfer', async () => {
    const owner = await ownerWithAccount('shared@demo.ignite', 5_000);
    const answer = await redeem(t, owner, 30, 'airwallex-is-busy');
    const payoutId = answer.body.data.payoutId;
    t.clock.advanceSeconds(61);
    standIn.failNext(1);
    await job().kick();
    expect(await payoutRow(payoutId)).toMatchObject({ state: 'requested', attempts: 1 });
    expect(standIn.transfers.filter((x) => x.request_id === payoutId)).toHaveLength(0);

    t.clock.advanceSeconds(5);
    await job().kick();
    expect(await payoutRow(payoutId)).toMatchObject({ state: 'sent', attempts: 2 });

    // A try whose answer was lost is found by its request_id, not sent again.
    const adapter = airwallexTransfers(provider, t.clock.now);
    const again = await adapter.transfer({
      payoutId,
      amountCents: 3000,
      accountName: 'Test Owner',
      bsb: '062-000',
      accountNumber: '1234-5678',
      attempt: 3,
    });
    expect(again.status).toBe('sent');
    expect(standIn.transfers.filter((x) => x.request_id === payoutId)).toHaveLength(1);
  });

  test('a lost callback: the job asks Airwallex about a sent transfer after an hour', async () => {
    const owner = await ownerWithAccount('newcar@demo.ignite', 5_000);
    const payoutId = await requestAndSend(owner, 30, 'airwallex-lost-callback');
    const transferId = standIn.transfers.find((x) => x.request_id === payoutId)?.id ?? '';
    standIn.event(transferId, 'PAID', t.clock.now()); // paid, but the callback never arrives
    await job().kick();
    expect(await payoutRow(payoutId)).toMatchObject({ state: 'sent' });
    t.clock.advanceSeconds(3601);
    await job().kick();
    expect(await payoutRow(payoutId)).toMatchObject({ state: 'completed' });
  });
});

describe('the callback’s signature', () => {
  test('another secret, an old timestamp, a changed body or no headers: 401, nothing moves', async () => {
    const owner = await ownerWithAccount('owner@demo.ignite', 5_000);
    const payoutId = await requestAndSend(owner, 30, 'airwallex-forged-events');
    const transferId = standIn.transfers.find((x) => x.request_id === payoutId)?.id ?? '';
    const before = await available(owner);

    const forged = standIn.event(transferId, 'FAILED', t.clock.now(), 'not-the-webhook-secret');
    const old = standIn.event(transferId, 'FAILED', new Date(t.clock.now().getTime() - 301_000));
    const genuine = standIn.event(transferId, 'FAILED', t.clock.now());
    const changed = { ...genuine, payload: genuine.payload.replace('FAILED', 'PAID') };
    const bare = { payload: genuine.payload, headers: { 'content-type': 'application/json' } };
    const cases: [{ payload: string; headers: Record<string, string> }, string][] = [
      [forged, PAYOUT_EVENT_MESSAGES.signatureInvalid],
      [old, PAYOUT_EVENT_MESSAGES.signatureStale],
      [changed, PAYOUT_EVENT_MESSAGES.signatureInvalid],
      [bare, PAYOUT_EVENT_MESSAGES.signatureMissing],
    ];
    for (const [event, message] of cases) {
      const answer = await postEvent(event);
      expect(answer.statusCode, message).toBe(401);
      expect(answer.body.messages).toEqual([message]);
    }
    expect(await payoutRow(payoutId)).toMatchObject({ state: 'sent' });
    expect(await available(owner)).toBe(before);
  });

  test('a transfer that is not one of our payouts is acknowledged and changes nothing', async () => {
    const owner = await ownerWithAccount('generic@demo.ignite', 5_000);
    const payoutId = await requestAndSend(owner, 30, 'airwallex-other-transfer');
    const transferId = standIn.transfers.find((x) => x.request_id === payoutId)?.id ?? '';
    const signed = standIn.event(transferId, 'FAILED', t.clock.now());
    const foreign = signed.payload.replaceAll(payoutId, 'a-transfer-made-by-hand');
    const answer = await postEvent({
      payload: foreign,
      headers: {
        ...signed.headers,
        'x-signature': signPayoutEvent(
          STAND_IN_WEBHOOK_SECRET,
          signed.headers['x-timestamp'],
          foreign,
        ),
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({ applied: false });
    expect(await payoutRow(payoutId)).toMatchObject({ state: 'sent' });
  });
});
