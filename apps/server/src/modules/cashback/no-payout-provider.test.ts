// Outside demo mode with no payout provider and no card-link provider (decision 0052): a
// withdrawal is refused in words and nothing leaves the wallet; the local bank that pays no
// one is not there; linking a card says it is not set up, and the sandbox page is not served.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CASHBACK_MESSAGES } from '@ignite/domain/cashback/cashback-api';
import { PAYOUT_EVENT_MESSAGES } from '@ignite/domain/cashback/payout-events';
import { idempotencyKeys, ledgerEntries, payouts } from '../../db/cashback-schema.ts';
import { ownerOf, profileOf, redeem } from '../../../test/cashback-test-kit.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLedgerRepository } from './ledger-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demoMode: false, payoutProvider: undefined, cardLinkUrl: undefined });
});
afterAll(() => t.close());

test('a withdrawal is refused with a clear message and nothing leaves the wallet', async () => {
  // The seeded owner has $51.50 available and a bank account on file.
  const owner = await ownerOf(t, 'owner@demo.ignite');
  const walletId = await createLedgerRepository(t.db).walletOf(owner.userId);
  const ledger = () =>
    t.db.select().from(ledgerEntries).where(eq(ledgerEntries.walletId, walletId));
  const entriesBefore = await ledger();
  const payoutsBefore = await t.db.select().from(payouts).where(eq(payouts.walletId, walletId));

  const answer = await redeem(t, owner, 30, 'no-provider-here');
  expect(answer.statusCode).toBe(503);
  expect(answer.body.messages).toEqual([
    'Withdrawals are not available yet: this app has no payout provider set up.',
  ]);
  expect(await ledger()).toEqual(entriesBefore);
  expect(await t.db.select().from(payouts).where(eq(payouts.walletId, walletId))).toEqual(
    payoutsBefore,
  );
  expect(
    await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.walletId, walletId)),
  ).toEqual([]);
  expect((await profileOf(t, owner)).body.data.availableAmount).toBe(51.5);
});

test('linking a card says it is not set up; the sandbox card-link call is not served', async () => {
  const owner = await ownerOf(t, 'owner@demo.ignite');
  expect((await profileOf(t, owner)).body.data.linkCardUrl).toBeNull();
  const sandbox = await call(t.app, {
    method: 'POST',
    url: '/api/sandbox/card-link',
    payload: { token: 'a'.repeat(32), cardNumber: '4242 4242 4242 4242', expiry: '12/30' },
  });
  expect(sandbox.statusCode).toBe(404);
  expect(CASHBACK_MESSAGES.noCardLinking).toBe(
    'Linking a card is not available yet: this app has no card-link provider set up.',
  );
});

test('payout callbacks are refused: there is no provider whose signature could open them', async () => {
  const answer = await call(t.app, {
    method: 'POST',
    url: '/api/cashback/payouts/airwallex-events',
    headers: { 'content-type': 'application/json', 'x-timestamp': '1', 'x-signature': 'ab' },
    payload: '{}',
  });
  expect(answer.statusCode).toBe(401);
  expect(answer.body.messages).toEqual([PAYOUT_EVENT_MESSAGES.noProvider]);
});
