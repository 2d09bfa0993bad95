// Payouts through the whole app: never more than available, whatever runs at once; an
// Idempotency-Key pays once and answers the same; a payout needs a bank account; the job completes
// it through the bank adapter, or returns the money when the bank refuses.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CASHBACK_MESSAGES } from '@ignite/domain/cashback/cashback-api';
import { idempotencyKeys, ledgerEntries, payouts } from '../../db/cashback-schema.ts';
import {
  fundedOwner,
  linkCard,
  ownerOf,
  postFeed,
  feedEvent,
  profileOf,
  redeem,
} from '../../../test/cashback-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_SECRETS } from '../../../test/test-secrets.ts';
import type { BankTransfers } from './bank-transfers.ts';
import { createCashbackRepositories } from './cashback-repositories.ts';
import { createLedgerRepository } from './ledger-repository.ts';
import { createLedgerService } from './ledger-service.ts';
import { createPayoutJob } from './payout-job.ts';
import { requestHash } from './payout-request-service.ts';

let t: TestApp;
beforeAll(async () => {
  // The app's own job polls rarely here: each test runs the job when it means to.
  t = await startTestApp({ payoutPollSeconds: 300, payoutCompletionSeconds: 60 });
});
afterAll(() => t.close());

const payoutsOf = (walletId: string) =>
  t.db.select().from(payouts).where(eq(payouts.walletId, walletId));

/** A bank that answers `answer` for the payout under test and completes every other. */
function bankFor(payoutId: string, answer: BankTransfers['transfer']): BankTransfers {
  return {
    transfer: (request) =>
      request.payoutId === payoutId
        ? answer(request)
        : Promise.resolve({ status: 'completed', reference: 'OTHER' }),
  };
}

function jobWith(bank: BankTransfers) {
  const data = createCashbackRepositories(t.db, TEST_SECRETS.bankDetailsKey);
  return createPayoutJob({
    ledger: createLedgerService(data),
    payouts: data.payouts,
    bankAccounts: data.bankAccounts,
    keys: data.keys,
    clock: t.clock.now,
    bank,
    pollSeconds: 300,
    log: () => undefined,
  });
}

describe('never more than available', () => {
  test('balance 100 and 50 payouts of 30 at once with distinct keys: 3 succeed, 10 remains', async () => {
    const { owner } = await fundedOwner(t, 'generic@demo.ignite', 10_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => redeem(t, owner, 30, `distinct-key-${i}`)),
    );
    const paid = answers.filter(({ statusCode }) => statusCode === 200);
    expect(paid).toHaveLength(3);
    expect(paid.map(({ body }) => body.data.newBalance).sort((a, b) => b - a)).toEqual([
      70, 40, 10,
    ]);
    for (const refused of answers.filter(({ statusCode }) => statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.body.messages).toEqual([CASHBACK_MESSAGES.belowMinimum]);
    }
    expect((await profileOf(t, owner)).body.data.availableAmount).toBe(10);
  });
});

describe('Idempotency-Key', () => {
  test('20 identical requests at once with one key: one payout and 20 identical answers', async () => {
    const { owner } = await fundedOwner(t, 'protect@demo.ignite', 10_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => redeem(t, owner, 40, 'one-key-for-twenty')),
    );
    expect(answers.map(({ statusCode }) => statusCode)).toEqual(Array(20).fill(200));
    const bodies = new Set(answers.map(({ response }) => response.body));
    expect(bodies.size).toBe(1);
    const walletId = await createLedgerRepository(t.db).walletOf(owner.userId);
    expect(await payoutsOf(walletId)).toHaveLength(1);
    expect((await profileOf(t, owner)).body.data.availableAmount).toBe(60);

    // The same key with another amount is refused, and nothing moves.
    const other = await redeem(t, owner, 50, 'one-key-for-twenty');
    expect(other.statusCode).toBe(422);
    expect(other.body.messages).toEqual([CASHBACK_MESSAGES.idempotencyKeyReused]);
    expect(await payoutsOf(walletId)).toHaveLength(1);

    // A refusal is an answer too: kept and answered again for the same key and body.
    const tooMuch = await redeem(t, owner, 61, 'too-much-once');
    expect(tooMuch.body.messages).toEqual(['The payout amount cannot exceed $60.00']);
    const again = await redeem(t, owner, 61, 'too-much-once');
    expect(again.response.body).toBe(tooMuch.response.body);
  });

  test('a repeat while the first is still being worked on gets 409, then the claim lapses', async () => {
    const { owner } = await fundedOwner(t, 'shared@demo.ignite', 5_000);
    const walletId = await createLedgerRepository(t.db).walletOf(owner.userId);
    // Another instance holds the key, mid-request.
    await t.db.insert(idempotencyKeys).values({
      walletId,
      key: 'held-by-another-instance',
      requestHash: requestHash({ amount: 30 }),
      state: 'in_flight',
      lockedUntil: new Date(t.clock.now().getTime() + 60_000),
    });
    const busy = await redeem(t, owner, 30, 'held-by-another-instance');
    expect(busy.statusCode).toBe(409);
    expect(busy.body.messages).toEqual([CASHBACK_MESSAGES.idempotencyKeyInFlight]);
    expect(await payoutsOf(walletId)).toHaveLength(0);

    // That instance crashed: after the claim lapses, the key is worked again, once.
    t.clock.advanceSeconds(61);
    const retried = await redeem(t, owner, 30, 'held-by-another-instance');
    expect(retried.statusCode).toBe(200);
    expect(await payoutsOf(walletId)).toHaveLength(1);
  });

  test('a missing or malformed key is a 400 and nothing moves', async () => {
    const owner = await ownerOf(t, 'owner@demo.ignite');
    for (const key of [null, 'short', 'has spaces in it', 'x'.repeat(256)]) {
      const answer = await redeem(t, owner, 10, key);
      expect(answer.statusCode, String(key)).toBe(400);
      expect(answer.body.messages).toEqual([
        `idempotency-key: ${CASHBACK_MESSAGES.idempotencyKeyRequired}`,
      ]);
    }
    expect((await profileOf(t, owner)).body.data.availableAmount).toBe(51.5);
  });
});

describe('what a payout needs', () => {
  test('no bank account on file: refused with a message, no money moves, nothing is queued', async () => {
    const owner = await ownerOf(t, 'newcar@demo.ignite');
    const card = await linkCard(t, owner);
    await postFeed(t, feedEvent(card.providerId, { state: 'settled', cashbackAmountCents: 4_000 }));
    const walletId = await createLedgerRepository(t.db).walletOf(owner.userId);
    const entriesBefore = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.walletId, walletId));
    const answer = await redeem(t, owner, 10, 'no-bank-account-yet');
    expect(answer.statusCode).toBe(400);
    expect(answer.body.messages).toEqual([CASHBACK_MESSAGES.noBankAccount]);
    expect(await payoutsOf(walletId)).toHaveLength(0);
    expect(
      await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.walletId, walletId)),
    ).toEqual(entriesBefore);
  });

  test('the amount: above 0, at most 2 decimals, within available', async () => {
    const owner = await ownerOf(t, 'owner@demo.ignite');
    const cases: [unknown, string][] = [
      [0, 'Please enter in a valid amount greater than 0'],
      [-5, 'Please enter in a valid amount greater than 0'],
      ['10', 'Please enter in a valid amount greater than 0'],
      [10.005, 'The payout amount can have at most 2 decimals'],
      // Once paid as $11.00: more than two decimals are refused, never rounded.
      [10.999999999, 'The payout amount can have at most 2 decimals'],
      [10.999, 'The payout amount can have at most 2 decimals'],
      [1e-7, 'The payout amount can have at most 2 decimals'],
      [51.51, 'The payout amount cannot exceed $51.50'],
    ];
    for (const [index, [amount, message]] of cases.entries()) {
      const answer = await redeem(t, owner, amount, `amount-case-${index}`);
      expect(answer.statusCode, String(amount)).toBe(400);
      expect(answer.body.messages.join(), String(amount)).toContain(message);
    }
    expect((await profileOf(t, owner)).body.data.availableAmount).toBe(51.5);
  });

  test('two decimals exactly are paid to the cent', async () => {
    // newcar@ holds the $40.00 of the test before; with an account on file now.
    const { owner } = await fundedOwner(t, 'newcar@demo.ignite', 0);
    const exact = await redeem(t, owner, 10.99, 'amount-case-exact');
    expect(exact.body.data).toMatchObject({ amount: 10.99, newBalance: 29.01 });
  });
});

describe('the payout job', () => {
  test('completes a payout after the local bank’s delay, once, with a reference', async () => {
    const { owner } = await fundedOwner(t, 'owner@demo.ignite', 0);
    const walletId = await createLedgerRepository(t.db).walletOf(owner.userId);
    const answer = await redeem(t, owner, 20, 'complete-me-please');
    expect(answer.body.data).toMatchObject({ amount: 20, newBalance: 31.5, state: 'requested' });
    const transfers: string[] = [];
    const recordingBank = bankFor(answer.body.data.payoutId, async (request) => {
      transfers.push(`${request.payoutId} ${request.amountCents} ${request.bsb}`);
      return { status: 'completed', reference: 'BANK-1' };
    });
    const [instanceA, instanceB] = [jobWith(recordingBank), jobWith(recordingBank)];
    await instanceA.kick();
    expect(transfers).toEqual([]); // not due yet
    t.clock.advanceSeconds(61);
    // Two instances' jobs at once: the payout is transferred by one of them, once.
    await Promise.all([instanceA.kick(), instanceB.kick()]);
    expect(transfers).toEqual([`${answer.body.data.payoutId} 2000 123-456`]);
    const [payout] = await t.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.walletId, walletId), eq(payouts.idempotencyKey, 'complete-me-please')));
    expect(payout).toMatchObject({ state: 'completed', transferReference: 'BANK-1' });
  });

  test('a payout the bank refuses is marked failed and its money returns, once', async () => {
    const { owner } = await fundedOwner(t, 'generic@demo.ignite', 5_000);
    const before = (await profileOf(t, owner)).body.data.availableAmount;
    const { body } = await redeem(t, owner, 30, 'the-bank-says-no');
    expect((await profileOf(t, owner)).body.data.availableAmount).toBe(before - 30);
    t.clock.advanceSeconds(61);
    const refuse = jobWith(
      bankFor(body.data.payoutId, async () => ({ status: 'rejected', reason: 'Account closed' })),
    );
    await Promise.all([refuse.kick(), refuse.kick()]);
    expect((await profileOf(t, owner)).body.data.availableAmount).toBe(before);
  });

  test('a bank that cannot be reached is tried again later', async () => {
    const { owner } = await fundedOwner(t, 'protect@demo.ignite', 0);
    const walletId = await createLedgerRepository(t.db).walletOf(owner.userId);
    const { body } = await redeem(t, owner, 10, 'bank-is-down-now');
    t.clock.advanceSeconds(61);
    const down = bankFor(body.data.payoutId, () => Promise.reject(new Error('connection refused')));
    await jobWith(down).kick();
    const [failedOnce] = await t.db
      .select()
      .from(payouts)
      .where(eq(payouts.idempotencyKey, 'bank-is-down-now'));
    expect(failedOnce).toMatchObject({
      state: 'requested',
      attempts: 1,
      lastError: 'connection refused',
    });
    t.clock.advanceSeconds(5);
    await jobWith({ transfer: async () => ({ status: 'completed', reference: 'BANK-2' }) }).kick();
    const [done] = await payoutsOf(walletId).then((rows) =>
      rows.filter((row) => row.idempotencyKey === 'bank-is-down-now'),
    );
    expect(done).toMatchObject({ state: 'completed', attempts: 2 });
  });
});
