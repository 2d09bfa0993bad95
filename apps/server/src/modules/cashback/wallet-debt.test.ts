// A wallet in debt through the whole app: a purchase reversed after its cashback was paid out
// leaves the owner owing it. The profile says so in words, a withdrawal waits until the debt
// is repaid from later cashback, and the ledger keeps every entry as it was.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ledgerEntries, payouts } from '../../db/cashback-schema.ts';
import {
  feedEvent,
  fundedOwner,
  postFeed,
  profileOf,
  redeem,
} from '../../../test/cashback-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLedgerRepository } from './ledger-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ payoutPollSeconds: 300, payoutCompletionSeconds: 60 });
});
afterAll(() => t.close());

const OWED = 'You owe $50.00; it comes out of your next cashback';

test('a reversal after a payout: "You owe $50.00", withdrawals wait, the ledger is kept', async () => {
  const { owner, card } = await fundedOwner(t, 'newcar@demo.ignite', 0);
  const purchase = feedEvent(
    card.providerId,
    { state: 'settled', cashbackAmountCents: 5_000 },
    t.clock.now(),
  );
  expect((await postFeed(t, purchase)).statusCode).toBe(200);
  expect((await redeem(t, owner, 50, 'pay-out-all-fifty')).statusCode).toBe(200);

  t.clock.advanceSeconds(1);
  const reversal = feedEvent(
    card.providerId,
    { ...purchase.data, state: 'reversed', updatedAt: t.clock.now().toISOString() },
    t.clock.now(),
  );
  expect((await postFeed(t, reversal)).statusCode).toBe(200);

  const inDebt = (await profileOf(t, owner)).body.data;
  expect(inDebt).toMatchObject({
    availableAmount: 0,
    owedAmount: 50,
    owedMessage: OWED,
    hasCashbackThatCanBeRedeemed: false,
  });

  const walletId = await createLedgerRepository(t.db).walletOf(owner.userId);
  const ledger = () =>
    t.db.select().from(ledgerEntries).where(eq(ledgerEntries.walletId, walletId));
  const entriesBefore = await ledger();
  const refused = await redeem(t, owner, 10, 'while-in-debt-please');
  expect(refused.statusCode).toBe(400);
  expect(refused.body.messages).toEqual([OWED]);
  expect(await ledger()).toEqual(entriesBefore);
  expect(await t.db.select().from(payouts).where(eq(payouts.walletId, walletId))).toHaveLength(1);

  // Later cashback repays the debt first; what is left can be withdrawn.
  t.clock.advanceSeconds(1);
  const next = feedEvent(
    card.providerId,
    { state: 'settled', cashbackAmountCents: 8_001 },
    t.clock.now(),
  );
  expect((await postFeed(t, next)).statusCode).toBe(200);
  expect((await profileOf(t, owner)).body.data).toMatchObject({
    availableAmount: 30.01,
    owedAmount: 0,
    owedMessage: null,
  });
  expect((await redeem(t, owner, 30, 'debt-repaid-now')).statusCode).toBe(200);
});

test('owing one cent is a debt too; exactly nothing owed is not', async () => {
  const { owner, card } = await fundedOwner(t, 'shared@demo.ignite', 0);
  const first = feedEvent(
    card.providerId,
    { state: 'settled', cashbackAmountCents: 3_000 },
    t.clock.now(),
  );
  expect((await postFeed(t, first)).statusCode).toBe(200);
  expect((await redeem(t, owner, 30, 'thirty-out-first')).statusCode).toBe(200);
  expect((await profileOf(t, owner)).body.data).toMatchObject({
    availableAmount: 0,
    owedAmount: 0,
    owedMessage: null,
  });
  const second = feedEvent(
    card.providerId,
    { state: 'settled', cashbackAmountCents: 2_999 },
    t.clock.now(),
  );
  expect((await postFeed(t, second)).statusCode).toBe(200);
  t.clock.advanceSeconds(1);
  const reversal = feedEvent(
    card.providerId,
    { ...first.data, state: 'reversed', updatedAt: t.clock.now().toISOString() },
    t.clock.now(),
  );
  expect((await postFeed(t, reversal)).statusCode).toBe(200);
  expect((await profileOf(t, owner)).body.data).toMatchObject({
    availableAmount: 0,
    owedAmount: 0.01,
    owedMessage: 'You owe $0.01; it comes out of your next cashback',
  });
});
